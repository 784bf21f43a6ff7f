import { listStationMap } from '@pcharging/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { stationKeys } from './keys';

/** The cities the network has stations in, read from the map's one unpaged answer, in the reader's order. */
export const stationCitiesQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: stationKeys.cities(),
    queryFn: () => listStationMap(api),
    select: (stations) =>
      [...new Set(stations.items.map((station) => station.city.trim()).filter((city) => city !== ''))].sort((a, b) =>
        a.localeCompare(b, locale),
      ),
  });

/** The cities, on a backend that has the map (`enabled`); none otherwise. */
export function useStationCities(locale: string, enabled: boolean) {
  return useQuery({ ...stationCitiesQueryOptions(locale), enabled });
}
