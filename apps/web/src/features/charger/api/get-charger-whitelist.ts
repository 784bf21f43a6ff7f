import { getPileWhitelist } from '@pcharging/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chargerKeys } from './keys';

export const chargerWhitelistQueryOptions = (id: number) =>
  queryOptions({ queryKey: chargerKeys.whitelist(id), queryFn: () => getPileWhitelist(api, { id }) });

export function useChargerWhitelist(id: number) {
  return useQuery(chargerWhitelistQueryOptions(id));
}
