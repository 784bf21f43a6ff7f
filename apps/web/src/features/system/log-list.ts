import type { OperationLogListParams } from '@pcharging/api-client';
import { operations } from '@pcharging/api-client/operations';
import {
  defineListState,
  type FilterValues,
  type FormValues,
  type ParamCodec,
  param,
} from '../../components/list/list-state';

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
  user_id: param.integer(),
  username: param.text,
  operation_id: operationParam,
  keyword: param.text,
  result: param.oneOf(['success', 'failure']),
  from: param.day,
  to: param.day,
};
const period = { field: 'time', from: 'from', to: 'to' } as const;

const state = defineListState({ filters }, period);
export const logList = state.config;

export type LogFilters = FilterValues<typeof filters>;
export type LogFilterForm = Omit<FormValues<typeof filters, typeof period>, 'user_id'>;

export function toLogFilterForm({ user_id: _userId, ...values }: LogFilters): LogFilterForm {
  return state.toForm(values);
}

/** A search from the form replaces the user-id filter a detail page's link may have set. */
export const fromLogFilterForm = (form: LogFilterForm): LogFilters => state.fromForm(form);

/** The URL's days as times of the network's zone, from the start of the first to the end of the last. */
export const toLogListFilters = (values: LogFilters, timeZone: string): OperationLogListParams =>
  state.toRequest(values, { timeZone });
