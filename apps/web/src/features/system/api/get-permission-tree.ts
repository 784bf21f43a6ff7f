import { getPermissionTree } from '@pcharging/api-client';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { systemKeys } from './keys';

export function usePermissionTree() {
  return useQuery({
    queryKey: systemKeys.permissionTree,
    queryFn: () => getPermissionTree(api),
    // The vocabulary only changes with a new release.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
