import { type Alarm, repairAlarm } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { alarmKeys } from './keys';

export interface RepairInput {
  alarm: Alarm;
  note: string;
  /** ISO 8601; the server takes now when absent. */
  repairedAt?: string;
}

// The list, the open drawer and the header badge all change.
export const repairAlarmMutationOptions = () =>
  mutationOptions({
    mutationFn: ({ alarm, note, repairedAt }: RepairInput) =>
      repairAlarm(api, { id: alarm.id, note, ...(repairedAt ? { repaired_at: repairedAt } : {}) }),
    meta: { invalidates: [alarmKeys.all] },
  });
