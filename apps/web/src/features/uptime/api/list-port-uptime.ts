import { listPortUptime, type PageRequest, type UptimeParams } from '@pcharging/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { uptimeKeys } from './keys';

export const portUptimeQueryOptions = (filters: UptimeParams, page: PageRequest) =>
  queryOptions({
    queryKey: uptimeKeys.list(filters, page),
    queryFn: () => listPortUptime(api, filters, page),
    placeholderData: keepPreviousData,
  });

export function usePortUptime(filters: UptimeParams, page: PageRequest) {
  return useQuery(portUptimeQueryOptions(filters, page));
}
