import { listPortOutages, type PageRequest } from '@pcharging/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { uptimeKeys } from './keys';

export const portOutagesQueryOptions = (portId: number, page: PageRequest) =>
  queryOptions({
    queryKey: uptimeKeys.outagesOf(portId, page),
    queryFn: () => listPortOutages(api, { port_id: portId }, page),
    placeholderData: keepPreviousData,
  });

/** A port's outages over the rolling year, newest first; nothing is asked while no port is open. */
export function usePortOutages(portId: number | undefined, page: PageRequest) {
  return useQuery({ ...portOutagesQueryOptions(portId ?? 0, page), enabled: portId !== undefined });
}
