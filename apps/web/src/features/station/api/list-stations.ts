import { listStations, type PageRequest, type StationListParams } from '@pcharging/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { stationKeys } from './keys';

export const stationsQueryOptions = (filters: StationListParams, page: PageRequest) =>
  queryOptions({
    queryKey: stationKeys.list(filters, page),
    queryFn: () => listStations(api, filters, page),
    // The table keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useStations(filters: StationListParams, page: PageRequest) {
  return useQuery(stationsQueryOptions(filters, page));
}
