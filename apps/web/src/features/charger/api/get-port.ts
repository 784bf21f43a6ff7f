import { getPort } from '@pcharging/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { portKeys } from './keys';

export const portQueryOptions = (id: number) =>
  queryOptions({ queryKey: portKeys.detail(id), queryFn: () => getPort(api, { id }) });

export function usePort(id: number) {
  return useQuery(portQueryOptions(id));
}
