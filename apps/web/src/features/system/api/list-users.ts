import { listUsers, type PageRequest, type UserListParams } from '@pcharging/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { systemKeys } from './keys';

export function useUsers(filters: UserListParams, page: PageRequest) {
  return useQuery({
    queryKey: systemKeys.users.list(filters, page),
    queryFn: () => listUsers(api, filters, page),
    placeholderData: keepPreviousData,
  });
}
