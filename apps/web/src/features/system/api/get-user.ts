import { getUser } from '@pcharging/api-client';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { systemKeys } from './keys';

export function useUser(id: number) {
  return useQuery({ queryKey: systemKeys.users.detail(id), queryFn: () => getUser(api, { id }) });
}
