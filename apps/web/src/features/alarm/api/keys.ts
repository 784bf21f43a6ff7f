import type { AlarmListParams, PageRequest } from '@pcharging/api-client';

export const alarmKeys = {
  all: ['alarms'] as const,
  count: () => [...alarmKeys.all, 'count'] as const,
  lists: () => [...alarmKeys.all, 'list'] as const,
  list: (filters: AlarmListParams, page: PageRequest) => [...alarmKeys.lists(), filters, page] as const,
  details: () => [...alarmKeys.all, 'detail'] as const,
  detail: (id: number) => [...alarmKeys.details(), id] as const,
};
