import { getOrderTotals, type OrderListParams } from '@pcharging/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { orderKeys } from './keys';

export const orderTotalsQueryOptions = (filters: OrderListParams) =>
  queryOptions({
    queryKey: [...orderKeys.all, 'totals', filters] as const,
    queryFn: () => getOrderTotals(api, filters),
    placeholderData: keepPreviousData,
  });

/** The count and sums of every order the list's filters select. */
export function useOrderTotals(filters: OrderListParams, enabled = true) {
  return useQuery({ ...orderTotalsQueryOptions(filters), enabled });
}
