import type { PageRequest, UptimeListParams } from '@pcharging/api-client';

export const uptimeKeys = {
  all: ['uptime'] as const,
  lists: () => [...uptimeKeys.all, 'list'] as const,
  list: (filters: UptimeListParams, page: PageRequest) => [...uptimeKeys.lists(), filters, page] as const,
  outages: () => [...uptimeKeys.all, 'outages'] as const,
  outagesOf: (portId: number, page: PageRequest) => [...uptimeKeys.outages(), portId, page] as const,
};
