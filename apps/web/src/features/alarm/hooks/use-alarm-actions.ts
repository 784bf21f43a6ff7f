import type { Alarm } from '@pcharging/api-client';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../components/actions/use-action';
import { acknowledgeAlarmMutationOptions } from '../api/acknowledge-alarm';
import { type RepairInput, type RepairResult, repairAlarmMutationOptions } from '../api/repair-alarm';

export function useAcknowledgeAlarm() {
  const { t } = useTranslation();
  return useAction<Alarm, Alarm>({
    kind: 'update',
    confirmContent: (alarm) => t('alarm.ack.confirm', { code: alarm.code }),
    mutation: acknowledgeAlarmMutationOptions(),
    successText: () => t('alarm.ack.done'),
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
  return useAction<RepairInput, RepairResult>({
    kind: 'update',
    // The repair dialog's own button is the confirmation.
    confirm: false,
    mutation: repairAlarmMutationOptions(),
    successText: ({ restart }) =>
      restart.kind === 'issued'
        ? t('alarm.repair.doneRestarting')
        : restart.kind === 'refused'
          ? t('alarm.repair.doneRestartRefused', { reason: restart.reason })
          : t('alarm.repair.done'),
    onSuccess,
    onError,
  });
}
