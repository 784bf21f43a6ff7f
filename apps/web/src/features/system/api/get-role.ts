import { getRole } from '@pcharging/api-client';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { systemKeys } from './keys';

export function useRole(id: number) {
  return useQuery({ queryKey: systemKeys.roles.detail(id), queryFn: () => getRole(api, { id }) });
}
