import { getStation } from '@pcharging/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { stationKeys } from './keys';

export const stationQueryOptions = (id: number) =>
  queryOptions({ queryKey: stationKeys.detail(id), queryFn: () => getStation(api, { id }) });

export function useStation(id: number) {
  return useQuery(stationQueryOptions(id));
}
