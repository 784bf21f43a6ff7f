import { listOrders, type OrderListParams, type PageRequest } from '@pcharging/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { orderKeys } from './keys';

export const ordersQueryOptions = (filters: OrderListParams, page: PageRequest) =>
  queryOptions({
    queryKey: orderKeys.list(filters, page),
    queryFn: () => listOrders(api, filters, page),
    // The table keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useOrders(filters: OrderListParams, page: PageRequest) {
  return useQuery(ordersQueryOptions(filters, page));
}
