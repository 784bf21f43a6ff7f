import type { PageRequest, ParamsOf } from '@pcharging/api-client';

export type AdjustmentRequestFilters = ParamsOf<'listAdjustmentRequests'>;

export const approvalKeys = {
  all: ['adjustment-requests'] as const,
  lists: () => [...approvalKeys.all, 'list'] as const,
  list: (filters: AdjustmentRequestFilters, page: PageRequest) => [...approvalKeys.lists(), filters, page] as const,
};
