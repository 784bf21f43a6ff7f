import type { CustomerListParams, PageRequest } from '@pcharging/api-client';

export const customerKeys = {
  all: ['customers'] as const,
  lists: () => [...customerKeys.all, 'list'] as const,
  list: (filters: CustomerListParams, page: PageRequest) => [...customerKeys.lists(), filters, page] as const,
  details: () => [...customerKeys.all, 'detail'] as const,
  detail: (id: number) => [...customerKeys.details(), id] as const,
  sessionLists: () => [...customerKeys.all, 'sessions'] as const,
  sessions: (account: string) => [...customerKeys.sessionLists(), account] as const,
};
