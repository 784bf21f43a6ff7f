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

export const logDefinition = defineListState({ filters }, period);

export type LogFilters = FilterValues<typeof filters>;
export type LogFilterForm = Omit<FormValues<typeof filters, typeof period>, 'user_id'>;

/** The URL's days as times of the network's zone, from the start of the first to the end of the last. */
export const toLogListFilters = (values: LogFilters, timeZone: string): OperationLogListParams =>
  logDefinition.toRequest(values, { timeZone });
