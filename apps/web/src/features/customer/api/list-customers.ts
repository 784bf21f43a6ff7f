import { type CustomerListParams, listCustomers, type PageRequest } from '@pcharging/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { customerKeys } from './keys';

export const customersQueryOptions = (filters: CustomerListParams, page: PageRequest) =>
  queryOptions({
    queryKey: customerKeys.list(filters, page),
    queryFn: () => listCustomers(api, filters, page),
    placeholderData: keepPreviousData,
  });

export function useCustomers(filters: CustomerListParams, page: PageRequest) {
  return useQuery(customersQueryOptions(filters, page));
}
