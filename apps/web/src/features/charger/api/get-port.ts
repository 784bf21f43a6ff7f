import { getPort } from '@pcharging/api-client';
import { useQuery } from '@tanstack/react-query';
import { detailQueryOptions } from '../../../components/query/detail-query';
import { api } from '../../../lib/api';
import { portKeys } from './keys';

export const portQueryOptions = detailQueryOptions(portKeys.detail, (id) => getPort(api, { id }));

export function usePort(id: number) {
  return useQuery(portQueryOptions(id));
}
