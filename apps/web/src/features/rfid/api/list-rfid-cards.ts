import { listRfidCards, type PageRequest, type RfidListParams } from '@pcharging/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { rfidKeys } from './keys';

export const rfidCardsQueryOptions = (filters: RfidListParams, page: PageRequest) =>
  queryOptions({
    queryKey: rfidKeys.list(filters, page),
    queryFn: () => listRfidCards(api, filters, page),
    placeholderData: keepPreviousData,
  });

export function useRfidCards(filters: RfidListParams, page: PageRequest) {
  return useQuery(rfidCardsQueryOptions(filters, page));
}
