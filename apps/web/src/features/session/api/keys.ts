import type { PageRequest, SessionListParams } from '@pcharging/api-client';

export const sessionKeys = {
  all: ['sessions'] as const,
  lists: () => [...sessionKeys.all, 'list'] as const,
  list: (filters: SessionListParams, page: PageRequest) => [...sessionKeys.lists(), filters, page] as const,
  details: () => [...sessionKeys.all, 'detail'] as const,
  detail: (id: number) => [...sessionKeys.details(), id] as const,
};
