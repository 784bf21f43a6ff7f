import type { SessionRow, SessionStopOk } from '@pcharging/api-client';
import { fieldLimits } from '@pcharging/api-client/field-limits';
import type { QueryKey } from '@tanstack/react-query';
import { Checkbox, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/actions/form-dialog';
import { useAction } from '../../../components/actions/use-action';
import { applyFieldErrors } from '../../../components/ui/form-errors';
import { ReasonField } from '../../../components/ui/reason-field';
import { useFormat } from '../../../lib/format';
import { type StopInput, stopSessionMutationOptions } from '../api/stop-session';
import { sessionPlace } from './session-columns';

interface StopValues {
  reason: string;
  force?: boolean;
}

export interface StopSessionDialogProps {
  /** The session to stop; undefined closes the dialog. */
  session: SessionRow | undefined;
  onClose: () => void;
  /** What else a stop makes stale (the port, the charger, the orders): the app knows their keys. */
  staleAfterStop?: readonly QueryKey[];
}

/** A remote stop with its reason, asked once; a silent charger may be closed in the books instead of waited for. */
export function StopSessionDialog({ session, onClose, staleAfterStop = [] }: StopSessionDialogProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [form] = Form.useForm<StopValues>();
  const stop = useAction<StopInput, SessionStopOk['data']>({
    kind: 'stop',
    // The dialog is the confirmation: it names the port, the station and the driver, and asks why.
    confirm: false,
    mutation: stopSessionMutationOptions(staleAfterStop),
    successText: ({ outcome, session: ended }) => {
      if (outcome === 'queued') return t('charger.session.stop.queued');
      // What the caller is told next: the order it became and what it costs.
      const bill = { order: ended.order_id, amount: format.money(ended.cost_so_far) };
      if (outcome === 'closed') {
        return ended.order_id === null ? t('charger.session.stop.closed') : t('charger.session.stop.closedOrder', bill);
      }
      return ended.order_id === null ? t('common.action.stop.success') : t('charger.session.stop.stopped', bill);
    },
    onSuccess: () => {
      form.resetFields();
      onClose();
    },
    onError: (error) => applyFieldErrors(form, error),
  });
  const silent = session?.suspect_reason === 'charger_offline' || Boolean(session?.stop_requested_at);
  return (
    <FormDialog<StopValues>
      open={session !== undefined}
      title={t('charger.session.stop.title', { port: session ? sessionPlace(session) : '' })}
      okText={t('charger.session.stop')}
      form={form}
      name="session-stop"
      pending={stop.pending}
      onSubmit={(values) => {
        if (session) stop.trigger({ id: session.id, reason: values.reason.trim(), force: values.force === true });
      }}
      onCancel={onClose}
      header={
        session ? (
          <Typography.Paragraph>
            {session.station_name} · {session.customer_name} ({session.account})
          </Typography.Paragraph>
        ) : null
      }
    >
      <ReasonField
        name="reason"
        label={t('charger.session.stop.reason')}
        extra={t('charger.session.stop.reasonHint')}
        maxLength={fieldLimits.SessionStopParams.reason.maxLength}
        autoFocus
        presets={[
          t('charger.session.stop.preset.driverAsked'),
          t('charger.session.stop.preset.noEnergy'),
          t('charger.session.stop.preset.blocking'),
          t('charger.session.stop.preset.chargerFault'),
        ]}
      />
      {silent && (
        <Form.Item name="force" valuePropName="checked">
          <Checkbox>{t('charger.session.stop.force')}</Checkbox>
        </Form.Item>
      )}
    </FormDialog>
  );
}
