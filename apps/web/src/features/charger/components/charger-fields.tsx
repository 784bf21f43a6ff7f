import type { DictionaryEntry } from '@pcharging/api-client';
import { fieldLimits } from '@pcharging/api-client/field-limits';
import { Col, DatePicker, Form, Input, InputNumber, Row, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dictionaryOptions } from '../../../components/list/dictionary-cell';
import { useFieldRules } from '../../../components/ui/field-rules';
import { SERIAL_NUMBER } from '../charger-states';

/** A field of a charger (spec section 3); its form value carries the API's name (equipmentid, equipmentname, ...). */
export type ChargerField =
  | 'serial'
  | 'name'
  | 'type'
  | 'connectType'
  | 'manufacturer'
  | 'manufacturerId'
  | 'model'
  | 'productionDate'
  | 'power'
  | 'current'
  | 'connectors'
  | 'chargeModel'
  | 'hasPos'
  | 'ownership';

export interface ChargerFieldsProps {
  /** Fields two to a row (from md up), in order. */
  wide: readonly ChargerField[];
  /** Fields three to a row (from md up), in order, after the wide ones. */
  narrow: readonly ChargerField[];
  /** The name's label: a charger at a station and a device in stock are named differently. */
  nameLabel: string;
  chargerTypes: readonly DictionaryEntry[] | undefined;
  connectorTypes?: readonly DictionaryEntry[] | undefined;
  /** The serial number and number of ports are fixed once the charger has gone live. */
  identityLocked?: boolean;
}

/** Options of a field the API stores as 1 or 0. */
const oneOrZero = (one: string, zero: string) => [
  { value: 1, label: one },
  { value: 0, label: zero },
];

/** The fields of a charger, shared by the charger form of a station and the device form of the stock. */
export function ChargerFields({
  wide,
  narrow,
  nameLabel,
  chargerTypes,
  connectorTypes,
  identityLocked = false,
}: ChargerFieldsProps) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const title = {
    serial: t('charger.field.serial'),
    type: t('charger.field.type'),
    power: t('charger.field.power'),
    connectors: t('charger.field.connectors'),
  };
  const items: Record<ChargerField, ReactNode> = {
    serial: (
      <Form.Item
        name="equipmentid"
        label={title.serial}
        extra={identityLocked ? t('charger.form.identityLocked') : undefined}
        rules={[
          rules.required(title.serial),
          rules.matching(SERIAL_NUMBER, title.serial, t('charger.form.serialRule')),
        ]}
      >
        <Input maxLength={fieldLimits.ChargerInput.equipmentid.maxLength} disabled={identityLocked} />
      </Form.Item>
    ),
    name: (
      <Form.Item name="equipmentname" label={nameLabel} rules={[rules.required(nameLabel)]}>
        <Input maxLength={fieldLimits.ChargerInput.equipmentname.maxLength} />
      </Form.Item>
    ),
    type: (
      <Form.Item name="equipmenttype" label={title.type} rules={[rules.selected(title.type)]}>
        <Select options={dictionaryOptions(chargerTypes)} />
      </Form.Item>
    ),
    connectType: (
      <Form.Item name="connecttype" label={t('charger.field.connectType')}>
        <Select allowClear options={dictionaryOptions(connectorTypes)} />
      </Form.Item>
    ),
    manufacturer: (
      <Form.Item name="manufacturername" label={t('charger.field.manufacturer')}>
        <Input maxLength={fieldLimits.ChargerInput.manufacturername.maxLength} />
      </Form.Item>
    ),
    manufacturerId: (
      <Form.Item name="manufacturerid" label={t('charger.field.manufacturerId')}>
        <Input maxLength={fieldLimits.ChargerInput.manufacturerid.maxLength} />
      </Form.Item>
    ),
    model: (
      <Form.Item name="equipmentmodel" label={t('charger.field.model')}>
        <Input maxLength={fieldLimits.ChargerInput.equipmentmodel.maxLength} />
      </Form.Item>
    ),
    productionDate: (
      <Form.Item name="productiondate" label={t('charger.field.productionDate')}>
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
    ),
    power: (
      <Form.Item name="power" label={title.power} rules={[rules.entered(title.power)]}>
        <InputNumber min={0.1} max={1000} step={0.1} style={{ width: '100%' }} />
      </Form.Item>
    ),
    current: (
      <Form.Item name="current" label={t('charger.field.current')}>
        <InputNumber min={1} max={1000} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    ),
    connectors: (
      <Form.Item name="connectors" label={title.connectors} rules={[rules.entered(title.connectors)]}>
        <InputNumber min={1} max={8} precision={0} disabled={identityLocked} style={{ width: '100%' }} />
      </Form.Item>
    ),
    chargeModel: (
      <Form.Item name="charge_model" label={t('charger.field.chargeModel')}>
        <Input maxLength={fieldLimits.ChargerInput.charge_model.maxLength} />
      </Form.Item>
    ),
    hasPos: (
      <Form.Item name="has_pos" label={t('charger.field.hasPos')}>
        <Select options={oneOrZero(t('common.yes'), t('common.no'))} />
      </Form.Item>
    ),
    ownership: (
      <Form.Item name="ownstatus" label={t('charger.field.ownership')}>
        <Select options={oneOrZero(t('charger.ownership.own'), t('charger.ownership.partner'))} />
      </Form.Item>
    ),
  };
  const columns = (md: number) => (field: ChargerField) => (
    <Col key={field} xs={24} md={md}>
      {items[field]}
    </Col>
  );
  return (
    <Row gutter={16}>
      {wide.map(columns(12))}
      {narrow.map(columns(8))}
    </Row>
  );
}
