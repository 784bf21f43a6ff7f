import type { CustomerListParams } from '@pcharging/api-client';
import { type DayRange, fromDayRange, toDayRange } from '../../components/list/day-range';
import {
  dayParam,
  type FilterValues,
  type ListConfig,
  oneOfParam,
  parseFilterValues,
  type Sort,
  textParam,
} from '../../components/list/list-params';

const filters = {
  keyword: textParam,
  status: oneOfParam([0, 1]),
  created_from: dayParam,
  created_to: dayParam,
};

export type CustomerSortField = NonNullable<CustomerListParams['sort']>;

/** The customer list's URL state: newest registrations first unless sorted by account. */
export const customerList: ListConfig<typeof filters, CustomerSortField> = {
  filters,
  sortFields: ['created_at', 'account'],
  defaultSort: { field: 'created_at', order: 'desc' },
};

export type CustomerFilters = FilterValues<typeof filters>;

export interface CustomerFilterForm {
  keyword?: string;
  status?: number;
  created?: DayRange;
}

export function toCustomerFilterForm({ created_from, created_to, ...rest }: CustomerFilters): CustomerFilterForm {
  return { ...rest, created: toDayRange(created_from, created_to) };
}

export function fromCustomerFilterForm({ created, ...rest }: CustomerFilterForm): CustomerFilters {
  const days = fromDayRange(created);
  return parseFilterValues(filters, { ...rest, created_from: days.from, created_to: days.to });
}

/** The API takes registration days as calendar days, so the URL's days go as they are. */
export function toCustomerListFilters(
  values: CustomerFilters,
  sort: Sort<CustomerSortField> | undefined,
): CustomerListParams {
  return { ...values, ...(sort ? { sort: sort.field, order: sort.order } : {}) };
}
