import { getSession } from '@pcharging/api-client';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { sessionKeys } from './keys';

export const sessionQueryOptions = (id: number | undefined) =>
  queryOptions({
    queryKey: sessionKeys.detail(id ?? 0),
    queryFn: id === undefined ? skipToken : () => getSession(api, { id }),
  });

export function useSession(id: number | undefined) {
  return useQuery(sessionQueryOptions(id));
}
