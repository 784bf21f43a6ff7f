import type { Alarm } from '@pcharging/api-client';
import { ChargerStatus } from '@pcharging/api-client/enums';
import { fieldLimits } from '@pcharging/api-client/field-limits';
import { Alert, Checkbox, DatePicker, Form, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/actions/form-dialog';
import { usePermission } from '../../../components/permission/use-permission';
import { applyFieldErrors } from '../../../components/ui/form-errors';
import { ReasonField } from '../../../components/ui/reason-field';
import { useCapability } from '../../../lib/capabilities';
import { useAlarmCharger } from '../api/get-alarm-charger';
import { useRepairAlarm } from '../hooks/use-alarm-actions';

interface RepairValues {
  note: string;
  repaired_at?: Dayjs | null;
  restart?: boolean;
}

type RestartOffer = 'offered' | 'noCharger' | 'noPermission' | 'legacy' | 'offline' | 'restarting' | 'unknown';

/** Whether the dialog can restart the alarm's charger after the repair, or why not. */
function useRestartOffer(alarm: Alarm | undefined): RestartOffer {
  const permitted = usePermission('operator:pile:restart');
  const readable = usePermission('operator:pile:list');
  const extended = useCapability('discovery');
  const chargerId = alarm?.pile_id ?? null;
  const charger = useAlarmCharger(chargerId, Boolean(alarm) && permitted && readable && extended);
  if (!alarm || chargerId === null) return 'noCharger';
  if (!extended) return 'legacy';
  if (!permitted || !readable) return 'noPermission';
  const status = charger.data?.status;
  if (status === undefined) return 'unknown';
  if (status === ChargerStatus.Offline) return 'offline';
  if (status === ChargerStatus.Restarting) return 'restarting';
  return 'offered';
}

const WHY_NOT = {
  noPermission: 'alarm.repair.restart.noPermission',
  legacy: 'alarm.repair.restart.legacy',
  offline: 'alarm.repair.restart.offline',
  restarting: 'alarm.repair.restart.restarting',
} as const;

function RestartChoice({ offer }: { offer: RestartOffer }) {
  const { t } = useTranslation();
  if (offer === 'noCharger' || offer === 'unknown') return null;
  if (offer === 'offered') {
    return (
      <Form.Item name="restart" valuePropName="checked" extra={t('alarm.repair.restart.hint')}>
        <Checkbox>{t('alarm.repair.restart')}</Checkbox>
      </Form.Item>
    );
  }
  return <Alert type="info" showIcon title={t(WHY_NOT[offer])} style={{ marginBottom: 16 }} />;
}

export interface RepairDialogProps {
  /** The alarm to mark repaired; undefined closes the dialog. */
  alarm: Alarm | undefined;
  onClose: () => void;
}

/**
 * Marks an alarm repaired with what was done and when (now unless told otherwise), and offers the remote restart that
 * brings the charger back in service, or says why it cannot.
 */
export function RepairDialog({ alarm, onClose }: RepairDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RepairValues>();
  const repair = useRepairAlarm({ onSuccess: onClose, onError: (error) => applyFieldErrors(form, error) });
  const offer = useRestartOffer(alarm);
  const submit = (values: RepairValues) => {
    if (!alarm) return;
    repair.trigger({
      alarm,
      note: values.note.trim(),
      restart: offer === 'offered' && values.restart === true,
      ...(values.repaired_at ? { repairedAt: values.repaired_at.format('YYYY-MM-DDTHH:mm:ssZ') } : {}),
    });
  };
  return (
    <FormDialog<RepairValues>
      open={alarm !== undefined}
      title={t('alarm.repair.title', { code: alarm?.code ?? '' })}
      okText={t('alarm.repair')}
      form={form}
      name="alarm-repair"
      initialValues={{ restart: true }}
      pending={repair.pending}
      onSubmit={submit}
      onCancel={onClose}
      header={alarm ? <Typography.Paragraph>{alarm.message}</Typography.Paragraph> : null}
    >
      <Form.Item name="repaired_at" label={t('alarm.repairedAt')} extra={t('alarm.repairedAt.hint')}>
        <DatePicker
          showTime
          style={{ width: '100%' }}
          disabledDate={(day) =>
            day.isAfter(dayjs(), 'day') || Boolean(alarm && day.isBefore(dayjs(alarm.raised_at), 'day'))
          }
        />
      </Form.Item>
      <ReasonField
        name="note"
        label={t('alarm.repairNote')}
        rows={4}
        maxLength={fieldLimits.AlarmRepairParams.note.maxLength}
      />
      <RestartChoice offer={offer} />
    </FormDialog>
  );
}
