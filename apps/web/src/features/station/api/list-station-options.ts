import { listStations } from '@pcharging/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { stationKeys } from './keys';

const OPTIONS_PAGE = { page: 1, size: 50 };

/** Stations to pick from in a filter, matching a part of the name or the StationID. */
export const stationOptionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: stationKeys.options(search),
    queryFn: async () => {
      const page = await listStations(api, search ? { name: search } : {}, OPTIONS_PAGE);
      return page.items.map((station) => ({ value: station.id, label: station.StationName }));
    },
    placeholderData: keepPreviousData,
  });

export function useStationOptions(search: string) {
  return useQuery(stationOptionsQueryOptions(search.trim()));
}
