import type { OrderListParams, PageRequest } from '@pcharging/api-client';

export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (filters: OrderListParams, page: PageRequest) => [...orderKeys.lists(), filters, page] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (id: number) => [...orderKeys.details(), id] as const,
};
