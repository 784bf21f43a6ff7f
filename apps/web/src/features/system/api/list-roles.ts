import { listRoles, type PageRequest } from '@pcharging/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { systemKeys } from './keys';

export function useRoles(keyword: string | undefined, page: PageRequest) {
  return useQuery({
    queryKey: systemKeys.roles.list(keyword, page),
    queryFn: () => listRoles(api, keyword ? { keyword } : {}, page),
    placeholderData: keepPreviousData,
  });
}
