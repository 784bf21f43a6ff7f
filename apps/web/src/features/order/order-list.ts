import type { OrderListParams } from '@pcharging/api-client';
import { type DayRange, dayRangeBounds, fromDayRange, toDayRange } from '../../components/list/day-range';
import {
  dayParam,
  type FilterValues,
  integerParam,
  type ListConfig,
  oneOfParam,
  parseFilterValues,
  type Sort,
  textParam,
} from '../../components/list/list-params';

const filters = {
  order_no: textParam,
  account: textParam,
  station_id: integerParam(),
  /** Set by links from a port (its past sessions); the filter bar does not show it. */
  port_id: integerParam(),
  start_mode: oneOfParam([1, 2, 3, 4]),
  status: oneOfParam([1, 2, 3]),
  /** Only on a backend that offers money corrections (see toOrderListFilters). */
  refund_state: oneOfParam(['none', 'partial', 'full']),
  started_from: dayParam,
  started_to: dayParam,
};

export type OrderSortField = NonNullable<OrderListParams['sort']>;

/** The order list's URL state: newest first unless the user sorts by total or energy. */
export const orderList: ListConfig<typeof filters, OrderSortField> = {
  filters,
  sortFields: ['started_at', 'total', 'energy'],
  defaultSort: { field: 'started_at', order: 'desc' },
};

export type OrderFilters = FilterValues<typeof filters>;

export interface OrderFilterForm {
  order_no?: string;
  account?: string;
  station_id?: number;
  port_id?: number;
  start_mode?: number;
  status?: number;
  refund_state?: 'none' | 'partial' | 'full';
  started?: DayRange;
}

export function toOrderFilterForm({ started_from, started_to, ...rest }: OrderFilters): OrderFilterForm {
  return { ...rest, started: toDayRange(started_from, started_to) };
}

export function fromOrderFilterForm({ started, ...rest }: OrderFilterForm): OrderFilters {
  const days = fromDayRange(started);
  return parseFilterValues(filters, { ...rest, started_from: days.from, started_to: days.to });
}

/**
 * What the list and the export send: the URL's filters with the days as times of the reader's zone; the refund
 * state only to a backend that offers money corrections.
 */
export function toOrderListFilters(
  { started_from, started_to, refund_state, ...rest }: OrderFilters,
  sort: Sort<OrderSortField> | undefined,
  timeZone: string,
  withRefunds: boolean,
): OrderListParams {
  const bounds = dayRangeBounds(started_from, started_to, timeZone);
  return {
    ...rest,
    ...(withRefunds && refund_state ? { refund_state } : {}),
    ...(bounds.from ? { started_from: bounds.from } : {}),
    ...(bounds.to ? { started_to: bounds.to } : {}),
    ...(sort ? { sort: sort.field, order: sort.order } : {}),
  };
}
