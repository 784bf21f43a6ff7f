import { getUser } from '@pcharging/api-client';
import { useQuery } from '@tanstack/react-query';
import { detailQueryOptions } from '../../../components/query/detail-query';
import { api } from '../../../lib/api';
import { systemKeys } from './keys';

const userQueryOptions = detailQueryOptions(systemKeys.users.detail, (id) => getUser(api, { id }));

export function useUser(id: number) {
  return useQuery(userQueryOptions(id));
}
