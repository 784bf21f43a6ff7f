import { getSession } from '@pcharging/api-client';
import { useQuery } from '@tanstack/react-query';
import { detailQueryOptions } from '../../../components/query/detail-query';
import { api } from '../../../lib/api';
import { sessionKeys } from './keys';

export const sessionQueryOptions = detailQueryOptions(sessionKeys.detail, (id) => getSession(api, { id }));

export function useSession(id: number | undefined) {
  return useQuery(sessionQueryOptions(id));
}
