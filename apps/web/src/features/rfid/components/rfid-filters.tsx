import type { DictionaryEntry } from '@pcharging/api-client';
import { Form, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dictionaryOptions } from '../../../components/list/dictionary-cell';
import { FilterBar } from '../../../components/list/filter-bar';
import type { RfidFilters } from '../rfid-list';

export interface StationChoice {
  value: number;
  label: string;
}

export interface RfidFiltersProps {
  values: RfidFilters;
  onSearch: (values: RfidFilters) => void;
  onReset: () => void;
  statuses: readonly DictionaryEntry[] | undefined;
  stations: readonly StationChoice[];
  stationsLoading: boolean;
  onStationSearch: (text: string) => void;
  extra?: ReactNode;
}

export function RfidFilterBar({ statuses, stations, stationsLoading, onStationSearch, ...bar }: RfidFiltersProps) {
  const { t } = useTranslation();
  const all = t('common.list.all');
  return (
    <FilterBar<RfidFilters> {...bar}>
      <Form.Item name="card_no" label={t('rfid.cardNo')}>
        <Input allowClear maxLength={32} />
      </Form.Item>
      <Form.Item name="account" label={t('rfid.account')}>
        <Input allowClear maxLength={64} />
      </Form.Item>
      <Form.Item name="bound" label={t('rfid.bound')}>
        <Select
          allowClear
          placeholder={all}
          options={[
            { value: 1, label: t('rfid.bound.yes') },
            { value: 0, label: t('rfid.bound.no') },
          ]}
          style={{ width: 120 }}
        />
      </Form.Item>
      <Form.Item name="station_id" label={t('rfid.station')}>
        <Select
          allowClear
          showSearch={{ filterOption: false, onSearch: onStationSearch }}
          placeholder={t('rfid.stationSearch')}
          options={[...stations]}
          loading={stationsLoading}
          style={{ width: 200 }}
        />
      </Form.Item>
      <Form.Item name="status" label={t('rfid.status')}>
        <Select allowClear placeholder={all} options={dictionaryOptions(statuses)} style={{ width: 120 }} />
      </Form.Item>
    </FilterBar>
  );
}
