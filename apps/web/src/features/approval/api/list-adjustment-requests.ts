import { listAdjustmentRequests, type PageRequest } from '@pcharging/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { type AdjustmentRequestFilters, approvalKeys } from './keys';

export const adjustmentRequestsQueryOptions = (filters: AdjustmentRequestFilters, page: PageRequest) =>
  queryOptions({
    queryKey: approvalKeys.list(filters, page),
    queryFn: () => listAdjustmentRequests(api, filters, page),
    placeholderData: keepPreviousData,
  });

export function useAdjustmentRequests(filters: AdjustmentRequestFilters, page: PageRequest) {
  return useQuery(adjustmentRequestsQueryOptions(filters, page));
}
