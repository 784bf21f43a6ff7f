import type { AlarmListParams } from '@pcharging/api-client';
import { type DayRange, dayRangeBounds, fromDayRange, toDayRange } from '../../components/list/day-range';
import {
  dayParam,
  type FilterValues,
  integerParam,
  type ListConfig,
  oneOfParam,
  parseFilterValues,
} from '../../components/list/list-params';

const filters = {
  status: oneOfParam([0, 1, 2]),
  level: oneOfParam([1, 2, 3]),
  source: oneOfParam(['pile', 'port', 'station']),
  station_id: integerParam(),
  raised_from: dayParam,
  raised_to: dayParam,
};

/** The alarm list's URL state; the API lists newest first. */
export const alarmList: ListConfig<typeof filters> = { filters };

export type AlarmFilters = FilterValues<typeof filters>;

export interface AlarmFilterForm {
  status?: number;
  level?: number;
  source?: string;
  station_id?: number;
  raised?: DayRange;
}

export function toAlarmFilterForm({ raised_from, raised_to, ...rest }: AlarmFilters): AlarmFilterForm {
  return { ...rest, raised: toDayRange(raised_from, raised_to) };
}

export function fromAlarmFilterForm({ raised, ...rest }: AlarmFilterForm): AlarmFilters {
  const days = fromDayRange(raised);
  return parseFilterValues(filters, { ...rest, raised_from: days.from, raised_to: days.to });
}

export function toAlarmListFilters(
  { raised_from, raised_to, ...rest }: AlarmFilters,
  timeZone: string,
): AlarmListParams {
  const bounds = dayRangeBounds(raised_from, raised_to, timeZone);
  return {
    ...rest,
    ...(bounds.from ? { raised_from: bounds.from } : {}),
    ...(bounds.to ? { raised_to: bounds.to } : {}),
  };
}
