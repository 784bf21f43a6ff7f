import type { OperationLogListParams } from '@pcharging/api-client';
import { operations } from '@pcharging/api-client/operations';
import { type DayRange, dayRangeBounds, fromDayRange, toDayRange } from '../../components/list/day-range';
import {
  dayParam,
  type FilterValues,
  integerParam,
  type ListConfig,
  oneOfParam,
  type ParamCodec,
  parseFilterValues,
  textParam,
} from '../../components/list/list-params';

/** The operations the log records: every call that changes state, sign-in included. */
export const loggedOperationIds: readonly string[] = operations
  .filter((operation) => operation.mutating)
  .map((operation) => operation.operationId)
  .sort();

const operationParam: ParamCodec<string> = {
  parse: (raw) => loggedOperationIds.find((id) => id === raw),
  format: (value) => value,
};

const filters = {
  user_id: integerParam(),
  username: textParam,
  operation_id: operationParam,
  keyword: textParam,
  result: oneOfParam(['success', 'failure']),
  from: dayParam,
  to: dayParam,
};

export const logList: ListConfig<typeof filters> = { filters };

export type LogFilters = FilterValues<typeof filters>;

export interface LogFilterForm {
  username?: string;
  operation_id?: string;
  keyword?: string;
  result?: 'success' | 'failure';
  time?: DayRange;
}

export function toLogFilterForm({ from, to, user_id: _userId, ...rest }: LogFilters): LogFilterForm {
  return { ...rest, time: toDayRange(from, to) };
}

/** A search from the form replaces the user-id filter a detail page's link may have set. */
export function fromLogFilterForm({ time, ...rest }: LogFilterForm): LogFilters {
  const days = fromDayRange(time);
  return parseFilterValues(filters, { ...rest, from: days.from, to: days.to });
}

/** The URL's days as times of the reader's zone, from the start of the first to the end of the last. */
export function toLogListFilters({ from, to, ...rest }: LogFilters, timeZone: string): OperationLogListParams {
  const bounds = dayRangeBounds(from, to, timeZone);
  return {
    ...rest,
    ...(bounds.from ? { from: bounds.from } : {}),
    ...(bounds.to ? { to: bounds.to } : {}),
  };
}
