import type { RemoteStart, RemoteStartParams } from '@pcharging/api-client';
import { fieldLimits } from '@pcharging/api-client/field-limits';
import type { QueryKey } from '@tanstack/react-query';
import { Alert, Button, Form, InputNumber, Modal, Radio, Result, Select, Spin, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormDialog } from '../../../components/actions/form-dialog';
import { useAction } from '../../../components/actions/use-action';
import { ReasonField } from '../../../components/ui/reason-field';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api';
import { useDriverSearch } from '../api/search-drivers';
import { startSessionRemotelyMutationOptions } from '../api/start-session-remotely';

type LimitKind = 'none' | 'energy' | 'amount';

interface StartValues {
  customerId?: number;
  portId?: number;
  limit: LimitKind;
  limitKwh?: number;
  limitAmount?: number;
  reason: string;
}

/** Who or where the start is for, when the page already says it. */
export interface StartFor {
  port?: { id: number; code: string };
  customer?: { id: number; name: string; account: string };
}

export interface StartSessionDialogProps extends StartFor {
  open: boolean;
  onClose: () => void;
  /** On a customer's page, the port is chosen here: the app gives the field that chooses it. */
  portField?: ReactNode;
  /** What else a start makes stale (the port, its charger): the app knows their keys. */
  staleAfterStart?: readonly QueryKey[];
}

function DriverField() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const drivers = useDriverSearch(text);
  const options = (drivers.data?.items ?? []).map((customer) => ({
    value: customer.id,
    label: `${customer.name} (${customer.account})`,
  }));
  return (
    <Form.Item
      name="customerId"
      label={t('charger.remoteStart.driver')}
      extra={t('charger.remoteStart.driverHint')}
      rules={[{ required: true, message: t('charger.remoteStart.driverRequired') }]}
    >
      <Select<number>
        showSearch={{ filterOption: false, onSearch: setText }}
        placeholder={t('charger.remoteStart.driverPlaceholder')}
        options={options}
        notFoundContent={drivers.isFetching ? <Spin size="small" /> : null}
        aria-label={t('charger.remoteStart.driver')}
      />
    </Form.Item>
  );
}

function LimitFields() {
  const { t } = useTranslation();
  const limit = Form.useWatch<LimitKind>('limit');
  return (
    <>
      <Form.Item name="limit" label={t('charger.remoteStart.limit')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'none', label: t('charger.remoteStart.limit.none') },
            { value: 'energy', label: t('charger.remoteStart.limit.energy') },
            { value: 'amount', label: t('charger.remoteStart.limit.amount') },
          ]}
        />
      </Form.Item>
      {limit === 'energy' && (
        <Form.Item
          name="limitKwh"
          label={t('charger.remoteStart.limitKwh')}
          rules={[{ required: true, message: t('charger.remoteStart.limitRequired') }]}
        >
          <InputNumber min={0.1} max={1000} step={1} precision={1} suffix="kWh" style={{ width: 200 }} />
        </Form.Item>
      )}
      {limit === 'amount' && (
        <Form.Item
          name="limitAmount"
          label={t('charger.remoteStart.limitAmount')}
          rules={[{ required: true, message: t('charger.remoteStart.limitRequired') }]}
        >
          <InputNumber min={0.5} max={9999} step={1} precision={2} style={{ width: 200 }} />
        </Form.Item>
      )}
    </>
  );
}

function paramsOf(values: StartValues, fixed: StartFor): RemoteStartParams | undefined {
  const portId = fixed.port?.id ?? values.portId;
  const customerId = fixed.customer?.id ?? values.customerId;
  if (portId === undefined || customerId === undefined) return undefined;
  return {
    port_id: portId,
    customer_id: customerId,
    reason: values.reason.trim(),
    ...(values.limit === 'energy' && values.limitKwh ? { limit_wh: Math.round(values.limitKwh * 1000) } : {}),
    ...(values.limit === 'amount' && values.limitAmount ? { limit_amount: values.limitAmount.toFixed(2) } : {}),
  };
}

/**
 * The back office asks the charger to start a session for a driver: who (by name, account or card), an optional
 * energy or amount limit, and why. The charger's refusal is shown in the dialog, in the reader's language; a start
 * names the session it opened.
 */
export function StartSessionDialog({
  open,
  onClose,
  port,
  customer,
  portField,
  staleAfterStart,
}: StartSessionDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<StartValues>();
  const [refusal, setRefusal] = useState<string>();
  const [started, setStarted] = useState<RemoteStart>();
  const start = useAction<RemoteStartParams, RemoteStart>({
    kind: 'save',
    confirm: false,
    mutation: startSessionRemotelyMutationOptions(staleAfterStart),
    successText: () => t('charger.remoteStart.success'),
    onSuccess: (result) => {
      setRefusal(undefined);
      setStarted(result);
      onClose();
    },
    onError: (error) => {
      setRefusal(errorText(error) ?? t('charger.remoteStart.failed'));
      return true;
    },
  });
  const close = () => {
    setRefusal(undefined);
    onClose();
  };
  const fixed: StartFor = { ...(port ? { port } : {}), ...(customer ? { customer } : {}) };
  return (
    <>
      <FormDialog<StartValues>
        open={open}
        title={t('charger.remoteStart.title', { port: port?.code ?? customer?.name ?? '' })}
        okText={t('charger.remoteStart.start')}
        form={form}
        name="remote-start"
        initialValues={{ limit: 'none' }}
        pending={start.pending}
        onSubmit={(values) => {
          const params = paramsOf(values, fixed);
          if (params) start.trigger(params);
        }}
        onCancel={close}
        header={
          customer ? (
            <Typography.Paragraph>
              {t('charger.remoteStart.forCustomer', { name: customer.name, account: customer.account })}
            </Typography.Paragraph>
          ) : null
        }
        footnote={
          refusal ? (
            <Alert type="error" showIcon title={t('charger.remoteStart.refused')} description={refusal} />
          ) : null
        }
      >
        {customer ? portField : <DriverField />}
        <LimitFields />
        <ReasonField
          name="reason"
          label={t('charger.remoteStart.reason')}
          maxLength={fieldLimits.RemoteStartParams.reason.maxLength}
          presets={[t('charger.remoteStart.preset.appFails'), t('charger.remoteStart.preset.cardFails')]}
        />
      </FormDialog>
      <Modal
        open={started !== undefined}
        title={t('charger.remoteStart.startedTitle')}
        onCancel={() => setStarted(undefined)}
        footer={<Button onClick={() => setStarted(undefined)}>{t('common.ok')}</Button>}
        destroyOnHidden
      >
        {started && (
          <Result
            status="success"
            title={t('charger.remoteStart.started', {
              id: started.session.id,
              port: started.session.port_code,
              driver: started.session.customer_name,
            })}
            extra={
              <Link to={paths.operator.sessions.getHref({ port_id: started.session.port_id })}>
                {t('charger.remoteStart.openSession', { id: started.session.id })}
              </Link>
            }
          />
        )}
      </Modal>
    </>
  );
}
