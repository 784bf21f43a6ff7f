import type { AlarmListParams } from '@pcharging/api-client';
import { resourceKeys } from '../../../components/query/resource-keys';

export const alarmKeys = {
  ...resourceKeys<AlarmListParams>('alarms'),
  count: () => [...alarmKeys.all, 'count'] as const,
};
