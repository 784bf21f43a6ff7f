import { type ChargerMessageParams, listChargerMessages, type PageRequest } from '@pcharging/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chargerKeys } from './keys';

export const chargerMessageKeys = {
  list: (params: ChargerMessageParams, page: PageRequest) =>
    [...chargerKeys.detail(params.pile_id), 'messages', params, page] as const,
};

export const chargerMessagesQueryOptions = (params: ChargerMessageParams, page: PageRequest) =>
  queryOptions({
    queryKey: chargerMessageKeys.list(params, page),
    queryFn: () => listChargerMessages(api, params, page),
    placeholderData: keepPreviousData,
  });

export function useChargerMessages(params: ChargerMessageParams, page: PageRequest) {
  return useQuery(chargerMessagesQueryOptions(params, page));
}
