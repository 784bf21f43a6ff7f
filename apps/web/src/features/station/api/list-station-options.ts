import { listStations } from '@pcharging/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { StationSearchProps } from '../../../components/list/filter-fields';
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

/**
 * A station picker's choices and the search that narrows them, as a station filter takes them; `enabled` false
 * (a user who may not list stations) asks nothing.
 */
export function useStationSearch(enabled = true): StationSearchProps {
  const [search, setSearch] = useState('');
  const { data, isFetching } = useQuery({ ...stationOptionsQueryOptions(search.trim()), enabled });
  return { stations: data ?? [], stationsLoading: isFetching, onStationSearch: setSearch };
}
