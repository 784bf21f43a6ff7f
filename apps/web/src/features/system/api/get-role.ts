import { getRole } from '@pcharging/api-client';
import { useQuery } from '@tanstack/react-query';
import { detailQueryOptions } from '../../../components/query/detail-query';
import { api } from '../../../lib/api';
import { systemKeys } from './keys';

const roleQueryOptions = detailQueryOptions(systemKeys.roles.detail, (id) => getRole(api, { id }));

export function useRole(id: number) {
  return useQuery(roleQueryOptions(id));
}
