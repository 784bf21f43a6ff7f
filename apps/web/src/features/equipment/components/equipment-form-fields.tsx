import type { DictionaryEntry } from '@pcharging/api-client';
import { normalizeLocale, validationMessage } from '@pcharging/validation';
import { Col, DatePicker, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { dictionaryOptions } from '../../../components/list/dictionary-cell';

const SERIAL_NUMBER = /^[0-9A-Za-z]{4,32}$/;

/** The fields of a device (spec section 3), named as the API names them. */
export function EquipmentFormFields({ chargerTypes }: { chargerTypes: readonly DictionaryEntry[] | undefined }) {
  const { t, i18n } = useTranslation();
  const locale = normalizeLocale(i18n.language);
  const title = {
    serial: t('equipment.field.serial'),
    name: t('equipment.field.name'),
    type: t('equipment.field.type'),
    power: t('equipment.field.power'),
    connectors: t('equipment.field.connectors'),
  };
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          name="equipmentid"
          label={title.serial}
          rules={[
            { required: true, whitespace: true, message: validationMessage(locale, 'required', title.serial) },
            {
              pattern: SERIAL_NUMBER,
              message: validationMessage(locale, 'invalid', title.serial, t('equipment.form.serialRule')),
            },
          ]}
        >
          <Input maxLength={32} />
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
          <Select options={dictionaryOptions(chargerTypes)} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="equipmentmodel" label={t('equipment.field.model')}>
          <Input maxLength={64} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="manufacturername" label={t('equipment.field.manufacturer')}>
          <Input maxLength={64} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="manufacturerid" label={t('equipment.field.manufacturerId')}>
          <Input maxLength={32} />
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
        <Form.Item name="current" label={t('equipment.field.current')}>
          <InputNumber min={1} max={1000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name="connectors"
          label={title.connectors}
          rules={[{ required: true, message: validationMessage(locale, 'required', title.connectors) }]}
        >
          <InputNumber min={1} max={8} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="productiondate" label={t('equipment.field.productionDate')}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="charge_model" label={t('equipment.field.chargeModel')}>
          <Input maxLength={32} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="has_pos" label={t('equipment.field.hasPos')}>
          <Select
            options={[
              { value: 1, label: t('common.yes') },
              { value: 0, label: t('common.no') },
            ]}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="ownstatus" label={t('equipment.field.ownership')}>
          <Select
            options={[
              { value: 1, label: t('equipment.ownership.own') },
              { value: 0, label: t('equipment.ownership.partner') },
            ]}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
