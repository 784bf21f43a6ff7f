import { type Alarm, repairAlarm, restartPile } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api, errorText } from '../../../lib/api';
import { alarmKeys } from './keys';

export interface RepairInput {
  alarm: Alarm;
  note: string;
  /** ISO 8601; the server takes now when absent. */
  repairedAt?: string;
  /** Send the charger a remote restart once the repair is recorded, so that it comes back in service. */
  restart?: boolean;
}

export interface RepairResult {
  alarm: Alarm;
  /** Whether the restart went out, was not asked for, or why the charger refused it (the repair stands). */
  restart: { kind: 'issued' } | { kind: 'none' } | { kind: 'refused'; reason: string };
}

// The list, the open drawer and the header badge all change.
export const repairAlarmMutationOptions = () =>
  mutationOptions({
    mutationFn: async ({ alarm, note, repairedAt, restart }: RepairInput): Promise<RepairResult> => {
      const repaired = await repairAlarm(api, {
        id: alarm.id,
        note,
        ...(repairedAt ? { repaired_at: repairedAt } : {}),
      });
      if (!restart || alarm.pile_id === null) return { alarm: repaired, restart: { kind: 'none' } };
      try {
        await restartPile(api, { id: alarm.pile_id });
        return { alarm: repaired, restart: { kind: 'issued' } };
      } catch (error) {
        return { alarm: repaired, restart: { kind: 'refused', reason: errorText(error) ?? '' } };
      }
    },
    meta: { invalidates: [alarmKeys.all] },
  });
