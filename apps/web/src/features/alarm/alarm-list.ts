import type { AlarmListParams } from '@pcharging/api-client';
import { defineListState, type FilterValues, type FormValues, param } from '../../components/list/list-state';

const filters = {
  status: param.oneOf([0, 1, 2]),
  level: param.oneOf([1, 2, 3]),
  source: param.oneOf(['pile', 'port', 'station']),
  station_id: param.integer(),
  raised_from: param.day,
  raised_to: param.day,
};
const period = { field: 'raised', from: 'raised_from', to: 'raised_to' } as const;

/** The alarm list's URL state; the API lists newest first. */
export const alarmDefinition = defineListState({ filters }, period);

export type AlarmFilters = FilterValues<typeof filters>;
export type AlarmFilterForm = FormValues<typeof filters, typeof period>;

export const toAlarmListFilters = (values: AlarmFilters, timeZone: string): AlarmListParams =>
  alarmDefinition.toRequest(values, { timeZone });
