import { ErrorCode } from '@pcharging/api-client';
import { operations } from '@pcharging/api-client/operations';
import { Button, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../components/actions/use-action';
import { type FaultInput, type FaultKind, injectFaultMutationOptions } from '../api/faults';
import { FAULT_KIND_LABELS, FAULT_KINDS } from './fault-kinds';

interface FaultFormValues {
  operationId: string;
  kind: FaultKind;
  latencyMs?: number;
  status?: number;
  code?: FaultInput['code'];
  msg?: string;
  count: number;
}

const OPERATION_OPTIONS = operations.map((operation) => ({
  value: operation.operationId,
  label: `${operation.operationId} — ${operation.summary}`,
}));

const CODE_OPTIONS = Object.entries(ErrorCode).map(([name, code]) => ({ value: code, label: `${code} ${name}` }));

const INITIAL_VALUES: Partial<FaultFormValues> = { kind: 'latency', latencyMs: 3000, status: 503, count: 1 };

/** Only the fields the chosen kind reads go on the wire. */
function faultInputOf({ operationId, kind, latencyMs, status, code, msg, count }: FaultFormValues): FaultInput {
  const base = { operationId, kind, count };
  switch (kind) {
    case 'latency':
      return { ...base, latencyMs };
    case 'http-status':
      return { ...base, status };
    case 'business-error':
      return { ...base, code, ...(msg ? { msg } : {}) };
    case 'session-expiry':
      return base;
  }
}

/** Makes calls of one `_pcharging` operation slow or fail, for a number of calls. */
export function FaultForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<FaultFormValues>();
  const kind = Form.useWatch('kind', form) ?? INITIAL_VALUES.kind;
  const inject = useAction({
    kind: 'add',
    confirm: false,
    mutation: injectFaultMutationOptions(),
    successText: (_fault, input) => t('trainer.fault.added', { operation: input.operationId }),
    failureText: (reason) => t('trainer.fault.addFailed', { reason }),
    onSuccess: () => form.resetFields(['operationId']),
  });
  const required = (label: string) => [{ required: true, message: t('trainer.form.required', { field: label }) }];

  return (
    <Form<FaultFormValues>
      form={form}
      name="fault"
      layout="vertical"
      initialValues={INITIAL_VALUES}
      onFinish={(values) => inject.trigger(faultInputOf(values))}
    >
      <Row gutter={16}>
        <Col xs={24} lg={10}>
          <Form.Item
            name="operationId"
            label={t('trainer.fault.operation')}
            rules={required(t('trainer.fault.operation'))}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={OPERATION_OPTIONS}
              placeholder={t('trainer.fault.operationPlaceholder')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={5}>
          <Form.Item name="kind" label={t('trainer.fault.kind')} rules={required(t('trainer.fault.kind'))}>
            <Select options={FAULT_KINDS.map((value) => ({ value, label: t(FAULT_KIND_LABELS[value]) }))} />
          </Form.Item>
        </Col>
        {kind === 'latency' ? (
          <Col xs={24} sm={12} lg={5}>
            <Form.Item
              name="latencyMs"
              label={t('trainer.fault.latencyMs')}
              rules={required(t('trainer.fault.latencyMs'))}
            >
              <InputNumber<number> min={0} max={60_000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        ) : null}
        {kind === 'http-status' ? (
          <Col xs={24} sm={12} lg={5}>
            <Form.Item name="status" label={t('trainer.fault.status')} rules={required(t('trainer.fault.status'))}>
              <InputNumber<number> min={400} max={599} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        ) : null}
        {kind === 'business-error' ? (
          <Col xs={24} sm={12} lg={5}>
            <Form.Item name="code" label={t('trainer.fault.code')} rules={required(t('trainer.fault.code'))}>
              <Select showSearch={{ optionFilterProp: 'label' }} options={CODE_OPTIONS} />
            </Form.Item>
          </Col>
        ) : null}
        <Col xs={24} sm={12} lg={4}>
          <Form.Item name="count" label={t('trainer.fault.count')} rules={required(t('trainer.fault.count'))}>
            <InputNumber<number> min={1} max={1_000_000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        {kind === 'business-error' ? (
          <Col xs={24}>
            <Form.Item name="msg" label={t('trainer.fault.msg')} extra={t('trainer.fault.msgHint')}>
              <Input maxLength={200} />
            </Form.Item>
          </Col>
        ) : null}
      </Row>
      <Button type="primary" htmlType="submit" loading={inject.pending}>
        {t('trainer.fault.add')}
      </Button>
    </Form>
  );
}
