import { listPiles, listPorts } from '@pcharging/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api';

/** On a customer's page the port is chosen: a charger found by serial or name, then one of its ports. */
export function StartPortField() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [chargerId, setChargerId] = useState<number>();
  const chargers = useQuery({
    queryKey: ['chargers', 'start-search', text] as const,
    queryFn: () => listPiles(api, { keyword: text, audit_status: 3 }, { page: 1, size: 10 }),
    placeholderData: keepPreviousData,
    enabled: text.trim().length >= 2,
  });
  const ports = useQuery({
    queryKey: ['ports', 'start-choice', chargerId ?? 0] as const,
    queryFn: () => listPorts(api, { pile_id: chargerId ?? 0 }, { page: 1, size: 100 }),
    enabled: chargerId !== undefined,
  });
  const form = Form.useFormInstance();
  return (
    <>
      <Form.Item label={t('charger.remoteStart.charger')}>
        <Select<number>
          showSearch={{ filterOption: false, onSearch: setText }}
          placeholder={t('charger.remoteStart.chargerPlaceholder')}
          aria-label={t('charger.remoteStart.charger')}
          value={chargerId}
          onChange={(id) => {
            setChargerId(id);
            form.setFieldValue('portId', undefined);
          }}
          options={(chargers.data?.items ?? []).map((charger) => ({
            value: charger.id,
            label: `${charger.equipmentname} (${charger.equipmentid})`,
          }))}
        />
      </Form.Item>
      <Form.Item
        name="portId"
        label={t('charger.remoteStart.port')}
        rules={[{ required: true, message: t('charger.remoteStart.portRequired') }]}
      >
        <Select<number>
          disabled={chargerId === undefined}
          aria-label={t('charger.remoteStart.port')}
          options={(ports.data?.items ?? []).map((port) => ({
            value: port.id,
            label: port.aliasname ? `${port.chargerid} · ${port.aliasname}` : port.chargerid,
          }))}
        />
      </Form.Item>
    </>
  );
}
