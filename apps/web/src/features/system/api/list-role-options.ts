import { listRoleOptions } from '@pcharging/api-client';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { systemKeys } from './keys';

/** Every role as id and name, for the user form and the user filter. */
export function useRoleOptions() {
  return useQuery({
    queryKey: systemKeys.roles.options(),
    queryFn: () => listRoleOptions(api),
    select: (roles) => roles.map((role) => ({ value: role.id, label: role.name })),
  });
}
