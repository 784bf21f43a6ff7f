import type { CustomerListParams } from '@pcharging/api-client';
import {
  defineListState,
  type FilterValues,
  type FormValues,
  param,
  type Sort,
} from '../../components/list/list-state';

const filters = {
  keyword: param.text,
  status: param.oneOf([0, 1]),
  created_from: param.day,
  created_to: param.day,
};
const period = { field: 'created', from: 'created_from', to: 'created_to' } as const;

export type CustomerSortField = NonNullable<CustomerListParams['sort']>;

/** The customer list's URL state: newest registrations first unless sorted by account. */
export const customerDefinition = defineListState<
  typeof filters,
  'created',
  'created_from',
  'created_to',
  CustomerSortField
>({ filters, sortFields: ['created_at', 'account'], defaultSort: { field: 'created_at', order: 'desc' } }, period);

export type CustomerFilters = FilterValues<typeof filters>;
export type CustomerFilterForm = FormValues<typeof filters, typeof period>;

/** The API takes registration days as calendar days, so the URL's days go as they are. */
export const toCustomerListFilters = (
  values: CustomerFilters,
  sort: Sort<CustomerSortField> | undefined,
): CustomerListParams => customerDefinition.toRequest(values, { sort });
