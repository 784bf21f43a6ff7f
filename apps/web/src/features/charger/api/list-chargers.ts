import { type ChargerListParams, listPiles, type PageRequest } from '@pcharging/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chargerKeys } from './keys';

export const chargersQueryOptions = (filters: ChargerListParams, page: PageRequest) =>
  queryOptions({
    queryKey: chargerKeys.list(filters, page),
    queryFn: () => listPiles(api, filters, page),
    placeholderData: keepPreviousData,
  });

export function useChargers(filters: ChargerListParams, page: PageRequest) {
  return useQuery(chargersQueryOptions(filters, page));
}
