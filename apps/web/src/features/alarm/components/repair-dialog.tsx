import type { Alarm } from '@pcharging/api-client';
import { fieldLimits } from '@pcharging/api-client/field-limits';
import { DatePicker, Form, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/actions/form-dialog';
import { applyFieldErrors } from '../../../components/ui/form-errors';
import { ReasonField } from '../../../components/ui/reason-field';
import { useRepairAlarm } from '../hooks/use-alarm-actions';

interface RepairValues {
  note: string;
  repaired_at?: Dayjs | null;
}

export interface RepairDialogProps {
  /** The alarm to mark repaired; undefined closes the dialog. */
  alarm: Alarm | undefined;
  onClose: () => void;
}

/** Marks an alarm repaired with what was done and when (now unless told otherwise). */
export function RepairDialog({ alarm, onClose }: RepairDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RepairValues>();
  const repair = useRepairAlarm({ onSuccess: onClose, onError: (error) => applyFieldErrors(form, error) });
  const submit = (values: RepairValues) => {
    if (!alarm) return;
    repair.trigger({
      alarm,
      note: values.note.trim(),
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
    </FormDialog>
  );
}
