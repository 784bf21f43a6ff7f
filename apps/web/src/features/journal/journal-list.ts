import type { JournalListParams } from '@pcharging/api-client';
import { defineListState, type FilterValues, type FormValues, param } from '../../components/list/list-state';

const filters = {
  entry_no: param.text,
  order_no: param.text,
  account: param.text,
  type: param.oneOf([1, 2, 3, 4, 5]),
  created_from: param.day,
  created_to: param.day,
};
const period = { field: 'created', from: 'created_from', to: 'created_to' } as const;

/** The journal's URL state; the API lists newest first and sorts no other way. */
export const journalDefinition = defineListState({ filters }, period);

export type JournalFilters = FilterValues<typeof filters>;
export type JournalFilterForm = FormValues<typeof filters, typeof period>;

/** What the list and the export send: the URL's filters with the days as times of the network's zone. */
export const toJournalListFilters = (values: JournalFilters, timeZone: string): JournalListParams =>
  journalDefinition.toRequest(values, { timeZone });
