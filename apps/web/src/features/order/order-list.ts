import type { OrderListParams } from '@pcharging/api-client';
import {
  defineListState,
  type FilterValues,
  type FormValues,
  param,
  type Sort,
} from '../../components/list/list-state';

const filters = {
  order_no: param.text,
  /** Part of the customer's name, account, e-mail, phone or card: only on a backend that offers people search. */
  keyword: param.text,
  account: param.text,
  station_id: param.integer(),
  /** Set by links from a port (its past sessions); the filter bar does not show it. */
  port_id: param.integer(),
  start_mode: param.oneOf([1, 2, 3, 4]),
  status: param.oneOf([1, 2, 3]),
  /** Only on a backend that offers money corrections (see toOrderListFilters). */
  refund_state: param.oneOf(['none', 'partial', 'full']),
  started_from: param.day,
  started_to: param.day,
};
const period = { field: 'started', from: 'started_from', to: 'started_to' } as const;

export type OrderSortField = NonNullable<OrderListParams['sort']>;

/** The order list's URL state: newest first unless the user sorts by total or energy. */
export const orderDefinition = defineListState<typeof filters, 'started', 'started_from', 'started_to', OrderSortField>(
  { filters, sortFields: ['started_at', 'total', 'energy'], defaultSort: { field: 'started_at', order: 'desc' } },
  period,
);

export type OrderFilters = FilterValues<typeof filters>;
export type OrderFilterForm = FormValues<typeof filters, typeof period>;

/** What the order list's request depends on besides the URL: the network's zone and what the backend offers. */
export interface OrderListContext {
  timeZone: string;
  /** Money corrections (a legacy backend refuses the refund state). */
  refunds: boolean;
  /** People search (a legacy backend refuses the keyword). */
  peopleSearch: boolean;
}

/**
 * What the list and the export send: the URL's filters with the days as times of the network's zone; the refund
 * state only to a backend that offers money corrections, the keyword only to one that offers people search.
 */
export function toOrderListFilters(
  { refund_state, keyword, ...values }: OrderFilters,
  sort: Sort<OrderSortField> | undefined,
  { timeZone, refunds, peopleSearch }: OrderListContext,
): OrderListParams {
  const sent = {
    ...values,
    ...(refunds && refund_state ? { refund_state } : {}),
    ...(peopleSearch && keyword ? { keyword } : {}),
  };
  return orderDefinition.toRequest(sent, { timeZone, sort });
}
