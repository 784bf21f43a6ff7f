import { getPile } from '@pcharging/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chargerKeys } from './keys';

export const chargerQueryOptions = (id: number) =>
  queryOptions({ queryKey: chargerKeys.detail(id), queryFn: () => getPile(api, { id }) });

export function useCharger(id: number) {
  return useQuery(chargerQueryOptions(id));
}
