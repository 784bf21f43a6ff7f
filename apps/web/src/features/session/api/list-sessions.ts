import { listSessions, type PageRequest, type SessionListParams } from '@pcharging/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { sessionKeys } from './keys';

export const sessionsQueryOptions = (filters: SessionListParams, page: PageRequest) =>
  queryOptions({
    queryKey: sessionKeys.list(filters, page),
    queryFn: () => listSessions(api, filters, page),
    placeholderData: keepPreviousData,
  });

export function useSessions(filters: SessionListParams, page: PageRequest) {
  return useQuery(sessionsQueryOptions(filters, page));
}
