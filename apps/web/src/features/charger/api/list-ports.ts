import { listPorts, type PageRequest } from '@pcharging/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { portKeys } from './keys';

export const portsQueryOptions = (chargerId: number, page: PageRequest) =>
  queryOptions({
    queryKey: portKeys.list(chargerId, page),
    queryFn: () => listPorts(api, { pile_id: chargerId }, page),
    placeholderData: keepPreviousData,
  });

export function usePorts(chargerId: number, page: PageRequest) {
  return useQuery(portsQueryOptions(chargerId, page));
}
