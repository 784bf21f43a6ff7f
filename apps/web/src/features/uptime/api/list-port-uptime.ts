import { listPortUptime, type PageRequest, type UptimeListParams } from '@pcharging/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { uptimeKeys } from './keys';

export const portUptimeQueryOptions = (filters: UptimeListParams, page: PageRequest) =>
  queryOptions({
    queryKey: uptimeKeys.list(filters, page),
    queryFn: () => listPortUptime(api, filters, page),
    placeholderData: keepPreviousData,
  });

export function usePortUptime(filters: UptimeListParams, page: PageRequest) {
  return useQuery(portUptimeQueryOptions(filters, page));
}
