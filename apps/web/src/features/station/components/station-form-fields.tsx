import { fieldLimits } from '@pcharging/api-client/field-limits';
import { Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dictionaryOptions } from '../../../components/list/dictionary-cell';
import { CountedTextArea } from '../../../components/ui/counted-text-area';
import { useFormat } from '../../../lib/format';
import { useOperatorOptions } from '../api/list-operator-options';
import type { StationDictionaries } from '../hooks/use-station-dictionaries';
import { useStationRules } from '../hooks/use-station-rules';
import type { StationFormValues } from '../station-form';

export interface StationFormFieldsProps {
  dictionaries: StationDictionaries;
  /** The logo and pictures inputs, which upload as they are chosen. */
  images?: ReactNode;
}

type FieldName = keyof StationFormValues;

function Half({
  name,
  label,
  rules,
  children,
  extra,
}: {
  name: FieldName;
  label: string;
  rules?: Parameters<typeof Form.Item>[0]['rules'];
  children: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <Col xs={24} md={12}>
      <Form.Item name={name} label={label} rules={rules} extra={extra}>
        {children}
      </Form.Item>
    </Col>
  );
}

/** Every field of a station (spec section 3), for adding and editing. */
export function StationFormFields({ dictionaries, images }: StationFormFieldsProps) {
  const { t } = useTranslation();
  const { currencySymbol } = useFormat();
  const rules = useStationRules();
  const operators = useOperatorOptions();
  const form = Form.useFormInstance<StationFormValues>();
  const balanceAlarm = Form.useWatch('MinBalanceAlarm', form);

  return (
    <Row gutter={16}>
      <Half name="StationName" label={t('station.field.name')} rules={rules.name}>
        <Input maxLength={fieldLimits.StationInput.StationName.maxLength} />
      </Half>
      <Half name="StationTel" label={t('station.field.tel')} rules={rules.tel}>
        <Input maxLength={fieldLimits.StationInput.StationTel.maxLength} />
      </Half>
      <Half name="StationType" label={t('station.field.type')} rules={rules.type}>
        <Select options={dictionaryOptions(dictionaries.types)} />
      </Half>
      <Half name="OperatorID" label={t('station.field.operator')} rules={rules.operator}>
        <Select
          options={operators.data ?? []}
          loading={operators.isFetching}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Half>
      <Half name="ServiceTime" label={t('station.field.serviceTime')}>
        <Input maxLength={fieldLimits.StationInput.ServiceTime.maxLength} placeholder="00:00-24:00" />
      </Half>
      <Half name="OwnStatus" label={t('station.field.ownStatus')}>
        <Select options={dictionaryOptions(dictionaries.yesNo)} />
      </Half>
      <Half name="province" label={t('station.field.province')}>
        <Input maxLength={fieldLimits.StationInput.province.maxLength} />
      </Half>
      <Half name="city" label={t('station.field.city')} rules={rules.city}>
        <Input maxLength={fieldLimits.StationInput.city.maxLength} />
      </Half>
      <Half name="district" label={t('station.field.district')}>
        <Input maxLength={fieldLimits.StationInput.district.maxLength} />
      </Half>
      <Half name="Address" label={t('station.field.address')} rules={rules.address}>
        <Input maxLength={fieldLimits.StationInput.Address.maxLength} />
      </Half>
      <Half name="StationLng" label={t('station.field.lng')} rules={rules.lng}>
        <InputNumber min={-180} max={180} step={0.000001} style={{ width: '100%' }} />
      </Half>
      <Half name="StationLat" label={t('station.field.lat')} rules={rules.lat}>
        <InputNumber min={-90} max={90} step={0.000001} style={{ width: '100%' }} />
      </Half>
      <Half name="Contacts" label={t('station.field.contacts')}>
        <Input maxLength={fieldLimits.StationInput.Contacts.maxLength} />
      </Half>
      <Half name="Phone" label={t('station.field.phone')} rules={rules.phone}>
        <Input maxLength={fieldLimits.StationInput.Phone.maxLength} />
      </Half>
      <Half
        name="MinAmount"
        label={t('station.field.minAmount')}
        rules={rules.minAmount}
        extra={t('station.field.minAmountRule')}
      >
        <Input maxLength={fieldLimits.StationInput.MinAmount.maxLength} prefix={currencySymbol} />
      </Half>
      <Half name="MinSCAmount" label={t('station.field.minStopAmount')} rules={rules.minStopAmount}>
        <Input maxLength={12} prefix={currencySymbol} />
      </Half>
      <Col xs={24} md={12}>
        <Form.Item name="MinBalanceAlarm" label={t('station.field.minBalanceAlarm')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Col>
      <Half name="MinBalance" label={t('station.field.minBalance')} rules={rules.minBalance}>
        <Input maxLength={12} prefix={currencySymbol} disabled={!balanceAlarm} />
      </Half>
      <Half name="EC" label={t('station.field.lossRatio')}>
        <InputNumber min={0} max={0.5} step={0.001} style={{ width: '100%' }} />
      </Half>
      <Half name="TotalCurrent" label={t('station.field.totalCurrent')}>
        <InputNumber min={0} max={100000} precision={0} suffix="A" style={{ width: '100%' }} />
      </Half>
      <Col span={24}>
        <Form.Item name="Remark" label={t('station.field.remark')}>
          <CountedTextArea rows={3} maxLength={fieldLimits.StationInput.Remark.maxLength} />
        </Form.Item>
      </Col>
      {images}
    </Row>
  );
}
