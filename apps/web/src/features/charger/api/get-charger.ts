import { getPile } from '@pcharging/api-client';
import { useQuery } from '@tanstack/react-query';
import { detailQueryOptions } from '../../../components/query/detail-query';
import { api } from '../../../lib/api';
import { chargerKeys } from './keys';

export const chargerQueryOptions = detailQueryOptions(chargerKeys.detail, (id) => getPile(api, { id }));

export function useCharger(id: number) {
  return useQuery(chargerQueryOptions(id));
}
