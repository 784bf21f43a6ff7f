import { type Alarm, acknowledgeAlarm, repairAlarm } from '@pcharging/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../components/actions/use-action';
import { api } from '../../../lib/api';
import { alarmKeys } from '../api/keys';

export interface RepairInput {
  alarm: Alarm;
  note: string;
  /** ISO 8601; the server takes now when absent. */
  repairedAt?: string;
}

function useRefreshAlarms() {
  const queryClient = useQueryClient();
  // The list, the open drawer and the header badge all change.
  return () => queryClient.invalidateQueries({ queryKey: alarmKeys.all });
}

export function useAcknowledgeAlarm() {
  const { t } = useTranslation();
  const refresh = useRefreshAlarms();
  return useAction<Alarm, Alarm>({
    kind: 'update',
    confirmContent: (alarm) => t('alarm.ack.confirm', { code: alarm.code }),
    run: (alarm) => acknowledgeAlarm(api, alarm.id),
    successText: () => t('alarm.ack.done'),
    onSuccess: refresh,
  });
}

export function useRepairAlarm({
  onSuccess,
  onError,
}: {
  onSuccess: () => void;
  onError: (error: unknown) => boolean;
}) {
  const { t } = useTranslation();
  const refresh = useRefreshAlarms();
  return useAction<RepairInput, Alarm>({
    kind: 'update',
    confirmContent: ({ alarm }) => t('alarm.repair.confirm', { code: alarm.code }),
    run: ({ alarm, note, repairedAt }) => repairAlarm(api, alarm.id, { note, ...(repairedAt ? { repairedAt } : {}) }),
    successText: () => t('alarm.repair.done'),
    onSuccess: async () => {
      onSuccess();
      await refresh();
    },
    onError,
  });
}
