import type { OutageExclusionReason, PortOutage } from '@pcharging/api-client';
import { outageExclusionReasons } from '@pcharging/api-client/enums';
import { fieldLimits } from '@pcharging/api-client/field-limits';
import { normalizeLocale, validationMessage } from '@pcharging/validation';
import { Form, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/actions/form-dialog';
import { useAction } from '../../../components/actions/use-action';
import { CountedTextArea } from '../../../components/ui/counted-text-area';
import { applyFieldErrors } from '../../../components/ui/form-errors';
import { useFormat } from '../../../lib/format';
import { type ExclusionInput, excludeOutageMutationOptions } from '../api/exclude-outage';

interface ExclusionValues {
  reason: OutageExclusionReason;
  note: string;
}

export interface ExcludeDialogProps {
  /** The outage to exclude; undefined closes the dialog. */
  outage: PortOutage | undefined;
  onClose: () => void;
}

/** Marks an outage excluded with a reason from the regulation's list and a note saying what shows it, confirmed. */
export function ExcludeDialog({ outage, onClose }: ExcludeDialogProps) {
  const { t, i18n } = useTranslation();
  const locale = normalizeLocale(i18n.language);
  const format = useFormat();
  const [form] = Form.useForm<ExclusionValues>();
  const reasonTitle = t('uptime.exclude.reason');
  const noteTitle = t('uptime.exclude.note');
  const exclude = useAction<ExclusionInput, PortOutage>({
    kind: 'save',
    confirmContent: ({ reason }) =>
      t('uptime.exclude.confirm', { reason: reason === 'none' ? '' : t(`uptime.reason.${reason}`) }),
    successText: () => t('uptime.exclude.done'),
    mutation: excludeOutageMutationOptions(),
    onSuccess: onClose,
    onError: (error) => applyFieldErrors(form, error),
  });
  return (
    <FormDialog<ExclusionValues>
      open={outage !== undefined}
      title={t('uptime.exclude.title')}
      okText={t('uptime.exclude')}
      form={form}
      name="outage-exclusion"
      initialValues={{ reason: 'utility', note: '' }}
      pending={exclude.pending}
      onSubmit={(values) => {
        if (outage) exclude.trigger({ id: outage.id, reason: values.reason, note: values.note.trim() });
      }}
      onCancel={onClose}
      header={
        outage ? (
          <Typography.Paragraph>
            {t('uptime.exclude.summary', {
              cause: t(`uptime.cause.${outage.cause}`),
              from: format.dateTime(outage.started_at),
              minutes: format.number(outage.minutes, 0),
            })}
          </Typography.Paragraph>
        ) : null
      }
    >
      <Form.Item name="reason" label={reasonTitle} rules={[{ required: true }]}>
        <Select
          options={outageExclusionReasons.map((reason) => ({ value: reason, label: t(`uptime.reason.${reason}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="note"
        label={noteTitle}
        extra={t('uptime.exclude.noteHint')}
        rules={[{ required: true, whitespace: true, message: validationMessage(locale, 'required', noteTitle) }]}
      >
        <CountedTextArea rows={3} maxLength={fieldLimits.OutageExclusionParams.note.maxLength} />
      </Form.Item>
    </FormDialog>
  );
}
