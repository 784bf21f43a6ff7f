import { getCurrentUser } from '@pcharging/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { authKeys } from './keys';

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.currentUser(),
    queryFn: () => getCurrentUser(api),
  });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
