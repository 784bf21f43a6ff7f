import { listStationLoadHistory, type PageRequest } from '@pcharging/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { stationKeys } from './keys';

export const loadHistoryQueryOptions = (id: number, page: PageRequest) =>
  queryOptions({
    queryKey: stationKeys.loadHistory(id, page),
    queryFn: () => listStationLoadHistory(api, { id }, page),
    placeholderData: keepPreviousData,
  });

export function useLoadHistory(id: number, page: PageRequest) {
  return useQuery(loadHistoryQueryOptions(id, page));
}
