import type { JournalListParams } from '@pcharging/api-client';
import { type DayRange, dayRangeBounds, fromDayRange, toDayRange } from '../../components/list/day-range';
import {
  dayParam,
  type FilterValues,
  type ListConfig,
  oneOfParam,
  parseFilterValues,
  textParam,
} from '../../components/list/list-params';

const filters = {
  entry_no: textParam,
  order_no: textParam,
  account: textParam,
  type: oneOfParam([1, 2, 3, 4, 5]),
  created_from: dayParam,
  created_to: dayParam,
};

/** The journal's URL state; the API lists newest first and sorts no other way. */
export const journalList: ListConfig<typeof filters> = { filters };

export type JournalFilters = FilterValues<typeof filters>;

export interface JournalFilterForm {
  entry_no?: string;
  order_no?: string;
  account?: string;
  type?: number;
  created?: DayRange;
}

export function toJournalFilterForm({ created_from, created_to, ...rest }: JournalFilters): JournalFilterForm {
  return { ...rest, created: toDayRange(created_from, created_to) };
}

export function fromJournalFilterForm({ created, ...rest }: JournalFilterForm): JournalFilters {
  const days = fromDayRange(created);
  return parseFilterValues(filters, { ...rest, created_from: days.from, created_to: days.to });
}

/** What the list and the export send: the URL's filters with the days as times of the reader's zone. */
export function toJournalListFilters(
  { created_from, created_to, ...rest }: JournalFilters,
  timeZone: string,
): JournalListParams {
  const bounds = dayRangeBounds(created_from, created_to, timeZone);
  return {
    ...rest,
    ...(bounds.from ? { created_from: bounds.from } : {}),
    ...(bounds.to ? { created_to: bounds.to } : {}),
  };
}
