import { listRfidCards, type PageRequest, type RfidListFilters } from '@pcharging/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { rfidKeys } from './keys';

export const rfidCardsQueryOptions = (filters: RfidListFilters, page: PageRequest) =>
  queryOptions({
    queryKey: rfidKeys.list(filters, page),
    queryFn: () => listRfidCards(api, filters, page),
    placeholderData: keepPreviousData,
  });

export function useRfidCards(filters: RfidListFilters, page: PageRequest) {
  return useQuery(rfidCardsQueryOptions(filters, page));
}
