import { type ChargerListFilters, listPiles, type PageRequest } from '@pcharging/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chargerKeys } from './keys';

export const pilesQueryOptions = (filters: ChargerListFilters, page: PageRequest) =>
  queryOptions({
    queryKey: chargerKeys.list(filters, page),
    queryFn: () => listPiles(api, filters, page),
    placeholderData: keepPreviousData,
  });

export function usePiles(filters: ChargerListFilters, page: PageRequest) {
  return useQuery(pilesQueryOptions(filters, page));
}
