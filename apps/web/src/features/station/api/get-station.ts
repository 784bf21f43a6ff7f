import { getStation } from '@pcharging/api-client';
import { useQuery } from '@tanstack/react-query';
import { detailQueryOptions } from '../../../components/query/detail-query';
import { api } from '../../../lib/api';
import { stationKeys } from './keys';

export const stationQueryOptions = detailQueryOptions(stationKeys.detail, (id) => getStation(api, { id }));

export function useStation(id: number) {
  return useQuery(stationQueryOptions(id));
}
