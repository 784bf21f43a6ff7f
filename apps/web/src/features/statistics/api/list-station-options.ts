import { listStations } from '@pcharging/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { statisticsKeys } from './keys';

const OPTION_COUNT = 50;

/** The stations the filter offers, found by part of their name or StationID. */
export const stationOptionsQueryOptions = (name: string) =>
  queryOptions({
    queryKey: statisticsKeys.stationOptions(name),
    queryFn: () => listStations(api, { ...(name ? { name } : {}), sort: 'name' }, { page: 1, size: OPTION_COUNT }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

export function useStationOptions(name: string) {
  return useQuery(stationOptionsQueryOptions(name));
}
