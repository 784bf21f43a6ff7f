import type { Port } from '@pcharging/api-client';
import { normalizeLocale, validationMessage } from '@pcharging/validation';
import { Button, Card, Col, Form, Input, InputNumber, Row } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../components/actions/use-action';
import { useFieldRules } from '../../../components/ui/field-rules';
import { applyFieldErrors } from '../../../components/ui/form-errors';
import { editPortMutationOptions, type PortChanges } from '../api/edit-port';
import { VOLTAGE_MAX, VOLTAGE_MIN } from '../charger-states';

interface PortFormValues {
  aliasname: string;
  voltagelowerlimits: number | null;
  voltageupperlimits: number | null;
}

const ALIAS_MAX = 32;

/** Only what changed is sent: the alias and the limits are two calls. */
export function portChanges(port: Port, values: PortFormValues): PortChanges {
  const alias = values.aliasname.trim();
  const lower = values.voltagelowerlimits ?? port.voltagelowerlimits;
  const upper = values.voltageupperlimits ?? port.voltageupperlimits;
  const limitsChanged = lower !== port.voltagelowerlimits || upper !== port.voltageupperlimits;
  return {
    ...(alias === port.aliasname ? {} : { alias }),
    ...(limitsChanged ? { limits: { lower, upper } } : {}),
  };
}

/** The port's alias and voltage limits: checked here (numbers, 100–1000 V, lower below upper), confirmed, saved. */
export function PortEditForm({ port }: { port: Port }) {
  const { t, i18n } = useTranslation();
  const rules = useFieldRules();
  const locale = normalizeLocale(i18n.language);
  const [form] = Form.useForm<PortFormValues>();
  const title = {
    lower: t('charger.port.voltageLower'),
    upper: t('charger.port.voltageUpper'),
  };
  const range = t('charger.port.voltageRule', { min: VOLTAGE_MIN, max: VOLTAGE_MAX });

  useEffect(() => {
    form.setFieldsValue({
      aliasname: port.aliasname,
      voltagelowerlimits: port.voltagelowerlimits,
      voltageupperlimits: port.voltageupperlimits,
    });
  }, [form, port]);

  const save = useAction<{ port: Port; changes: PortChanges }, Port>({
    kind: 'update',
    mutation: editPortMutationOptions(),
    onError: (error) => applyFieldErrors(form, error),
  });

  const voltageRules = (label: string) => [
    rules.entered(label),
    {
      validator: async (_: unknown, value: number | null | undefined) => {
        if (value === null || value === undefined) return;
        if (!Number.isInteger(value) || value < VOLTAGE_MIN || value > VOLTAGE_MAX) {
          throw new Error(validationMessage(locale, 'invalid', label, range));
        }
      },
    },
  ];

  return (
    <Card title={t('charger.port.editTitle')}>
      <Form<PortFormValues>
        name="port"
        form={form}
        layout="vertical"
        onFinish={(values) => {
          const changes = portChanges(port, values);
          if (changes.alias === undefined && !changes.limits) return;
          save.trigger({ port, changes });
        }}
      >
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="aliasname" label={t('charger.port.alias')}>
              <Input maxLength={ALIAS_MAX} showCount />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="voltagelowerlimits"
              label={title.lower}
              dependencies={['voltageupperlimits']}
              rules={[
                ...voltageRules(title.lower),
                ({ getFieldValue }) => ({
                  validator: async (_, value: number | null | undefined) => {
                    const upper = getFieldValue('voltageupperlimits') as number | null | undefined;
                    if (typeof value === 'number' && typeof upper === 'number' && value >= upper) {
                      throw new Error(t('charger.port.voltageOrder'));
                    }
                  },
                }),
              ]}
            >
              <InputNumber suffix="V" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="voltageupperlimits" label={title.upper} rules={voltageRules(title.upper)}>
              <InputNumber suffix="V" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={save.pending}>
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}
