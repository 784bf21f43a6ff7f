import { normalizeLocale, validationMessage } from '@pcharging/validation';
import { Col, DatePicker, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { dictionaryOptions } from '../../../components/list/dictionary-cell';
import type { ChargerDictionaries } from '../charger-dictionaries';
import { SERIAL_NUMBER } from '../charger-states';

export interface ChargerFormFieldsProps {
  dictionaries: ChargerDictionaries;
  /** The serial number and number of ports are fixed once the charger has gone live. */
  identityLocked?: boolean;
}

/** The fields of a charger (spec section 3), named as the API names them. */
export function ChargerFormFields({ dictionaries, identityLocked = false }: ChargerFormFieldsProps) {
  const { t, i18n } = useTranslation();
  const locale = normalizeLocale(i18n.language);
  const title = {
    serial: t('charger.field.serial'),
    name: t('charger.field.name'),
    type: t('charger.field.type'),
    power: t('charger.field.power'),
    connectors: t('charger.field.connectors'),
  };
  const yesNo = [
    { value: 1, label: t('common.yes') },
    { value: 0, label: t('common.no') },
  ];
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          name="equipmentid"
          label={title.serial}
          extra={identityLocked ? t('charger.form.identityLocked') : undefined}
          rules={[
            { required: true, whitespace: true, message: validationMessage(locale, 'required', title.serial) },
            {
              pattern: SERIAL_NUMBER,
              message: validationMessage(locale, 'invalid', title.serial, t('charger.form.serialRule')),
            },
          ]}
        >
          <Input maxLength={32} disabled={identityLocked} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="equipmentname"
          label={title.name}
          rules={[{ required: true, whitespace: true, message: validationMessage(locale, 'required', title.name) }]}
        >
          <Input maxLength={64} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="equipmenttype"
          label={title.type}
          rules={[{ required: true, message: validationMessage(locale, 'select', title.type) }]}
        >
          <Select options={dictionaryOptions(dictionaries.chargerTypes)} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="connecttype" label={t('charger.field.connectType')}>
          <Select allowClear options={dictionaryOptions(dictionaries.connectorTypes)} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="manufacturername" label={t('charger.field.manufacturer')}>
          <Input maxLength={64} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="manufacturerid" label={t('charger.field.manufacturerId')}>
          <Input maxLength={32} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="equipmentmodel" label={t('charger.field.model')}>
          <Input maxLength={64} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="productiondate" label={t('charger.field.productionDate')}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name="power"
          label={title.power}
          rules={[{ required: true, message: validationMessage(locale, 'required', title.power) }]}
        >
          <InputNumber min={0.1} max={1000} step={0.1} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="current" label={t('charger.field.current')}>
          <InputNumber min={1} max={1000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name="connectors"
          label={title.connectors}
          rules={[{ required: true, message: validationMessage(locale, 'required', title.connectors) }]}
        >
          <InputNumber min={1} max={8} precision={0} disabled={identityLocked} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="charge_model" label={t('charger.field.chargeModel')}>
          <Input maxLength={32} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="has_pos" label={t('charger.field.hasPos')}>
          <Select options={yesNo} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="ownstatus" label={t('charger.field.ownership')}>
          <Select
            options={[
              { value: 1, label: t('charger.ownership.own') },
              { value: 0, label: t('charger.ownership.partner') },
            ]}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
