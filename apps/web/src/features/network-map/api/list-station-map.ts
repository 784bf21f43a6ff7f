import { listStationMap } from '@pcharging/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const stationMapKeys = { all: ['station-map'] as const };

export const stationMapQueryOptions = () =>
  queryOptions({ queryKey: stationMapKeys.all, queryFn: () => listStationMap(api) });

export function useStationMap() {
  return useQuery(stationMapQueryOptions());
}
