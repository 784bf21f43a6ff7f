import { listPorts, type PageRequest } from '@pcharging/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { portKeys } from './keys';

export const portsQueryOptions = (pileId: number, page: PageRequest) =>
  queryOptions({
    queryKey: portKeys.list(pileId, page),
    queryFn: () => listPorts(api, { pile_id: pileId }, page),
    placeholderData: keepPreviousData,
  });

export function usePorts(pileId: number, page: PageRequest) {
  return useQuery(portsQueryOptions(pileId, page));
}
