import type { StationDetail } from '@pcharging/api-client';
import { normalizeLocale, validationMessage } from '@pcharging/validation';
import { Button, Descriptions, Form, InputNumber, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../components/actions/use-action';
import { usePermission } from '../../../components/permission/use-permission';
import { applyFieldErrors } from '../../../components/ui/form-errors';
import { useFormat } from '../../../lib/format';
import { useStationCapacity } from '../api/get-station-capacity';
import { type LoadBalance, setStationLoadBalanceMutationOptions } from '../api/set-station-load-balance';

interface LoadBalanceValues {
  upperLimitKw: number;
  periodMinutes: number;
}

export const LOAD_LIMIT_RANGE = { min: 1, max: 10000 } as const;
export const LOAD_PERIOD_RANGE = { min: 1, max: 1440 } as const;

/** The load-balancing upper limit and adjustment period; every save lands in the history below. */
export function StationLoadBalance({ station }: { station: StationDetail }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const canEdit = usePermission('operator:station:edit');
  const [form] = Form.useForm<LoadBalanceValues>();
  const capacity = useStationCapacity(station.id, canEdit);
  const limit = Form.useWatch('upperLimitKw', form);
  const save = useAction<LoadBalance, StationDetail>({
    kind: 'save',
    mutation: setStationLoadBalanceMutationOptions(),
    onError: (error) => applyFieldErrors(form, error, { upper_limit: 'upperLimitKw', period: 'periodMinutes' }),
  });

  useEffect(() => {
    form.setFieldsValue({ upperLimitKw: station.load_limit, periodMinutes: station.load_period });
  }, [form, station.load_limit, station.load_period]);

  if (!canEdit) {
    return (
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          {
            key: 'limit',
            label: t('station.load.upperLimit'),
            children: t('station.unit.kilowatts', { value: format.number(station.load_limit) }),
          },
          {
            key: 'period',
            label: t('station.load.period'),
            children: t('station.unit.minutes', { value: format.number(station.load_period) }),
          },
        ]}
      />
    );
  }

  const locale = normalizeLocale(i18n.language);
  const installed = capacity.data;
  const aboveCapacity = installed !== undefined && typeof limit === 'number' && limit > installed.kilowatts;
  const capacityText = installed && t('station.load.capacity', { value: format.number(installed.kilowatts) });
  const rangeRule = (title: string, range: { min: number; max: number }) => ({
    required: true,
    type: 'number' as const,
    min: range.min,
    max: range.max,
    message: validationMessage(locale, 'invalid', title, `${range.min}–${range.max}`),
  });
  return (
    <Form<LoadBalanceValues>
      form={form}
      layout="inline"
      onFinish={(values) => save.trigger({ stationId: station.id, ...values })}
      style={{ rowGap: 12 }}
    >
      <Form.Item
        name="upperLimitKw"
        label={t('station.load.upperLimit')}
        extra={
          capacityText && (
            <Typography.Text type={aboveCapacity ? 'warning' : 'secondary'} style={{ display: 'block', maxWidth: 320 }}>
              {aboveCapacity ? t('station.load.aboveCapacity', { capacity: capacityText }) : capacityText}
            </Typography.Text>
          )
        }
        rules={[rangeRule(t('station.load.upperLimit'), LOAD_LIMIT_RANGE)]}
      >
        <InputNumber min={LOAD_LIMIT_RANGE.min} max={LOAD_LIMIT_RANGE.max} suffix="kW" style={{ width: 160 }} />
      </Form.Item>
      <Form.Item
        name="periodMinutes"
        label={t('station.load.period')}
        rules={[rangeRule(t('station.load.period'), LOAD_PERIOD_RANGE)]}
      >
        <InputNumber
          min={LOAD_PERIOD_RANGE.min}
          max={LOAD_PERIOD_RANGE.max}
          precision={0}
          suffix={t('station.unit.min')}
          style={{ width: 160 }}
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={save.pending}>
          {t('common.save')}
        </Button>
      </Form.Item>
    </Form>
  );
}
