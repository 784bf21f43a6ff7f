import { type AlarmListParams, listAlarms, type PageRequest } from '@pcharging/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { alarmKeys } from './keys';

export const alarmsQueryOptions = (filters: AlarmListParams, page: PageRequest) =>
  queryOptions({
    queryKey: alarmKeys.list(filters, page),
    queryFn: () => listAlarms(api, filters, page),
    placeholderData: keepPreviousData,
  });

export function useAlarms(filters: AlarmListParams, page: PageRequest) {
  return useQuery(alarmsQueryOptions(filters, page));
}
