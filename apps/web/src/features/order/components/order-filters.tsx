import { DatePicker, Form, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dictionaryOptions } from '../../../components/list/dictionary-cell';
import { FilterBar } from '../../../components/list/filter-bar';
import type { OrderDictionaries } from '../order-dictionaries';
import type { OrderFilterForm } from '../order-list';

export interface StationChoice {
  value: number;
  label: string;
}

export interface OrderFiltersProps {
  values: OrderFilterForm;
  onSearch: (values: OrderFilterForm) => void;
  onReset: () => void;
  dictionaries: OrderDictionaries;
  stations: readonly StationChoice[];
  stationsLoading: boolean;
  onStationSearch: (text: string) => void;
  extra?: ReactNode;
}

export function OrderFilters({ dictionaries, stations, stationsLoading, onStationSearch, ...bar }: OrderFiltersProps) {
  const { t } = useTranslation();
  const all = t('common.list.all');
  return (
    <FilterBar<OrderFilterForm> {...bar}>
      <Form.Item name="order_no" label={t('money.orderNo')}>
        <Input allowClear maxLength={32} />
      </Form.Item>
      <Form.Item name="account" label={t('money.account')}>
        <Input allowClear maxLength={64} />
      </Form.Item>
      <Form.Item name="station_id" label={t('money.order.station')}>
        <Select
          allowClear
          showSearch={{ filterOption: false, onSearch: onStationSearch }}
          placeholder={t('money.order.stationSearch')}
          options={[...stations]}
          loading={stationsLoading}
          style={{ width: 200 }}
        />
      </Form.Item>
      <Form.Item name="start_mode" label={t('money.order.startMode')}>
        <Select
          allowClear
          placeholder={all}
          options={dictionaryOptions(dictionaries.startModes)}
          style={{ width: 160 }}
        />
      </Form.Item>
      <Form.Item name="status" label={t('money.order.status')}>
        <Select
          allowClear
          placeholder={all}
          options={dictionaryOptions(dictionaries.statuses)}
          style={{ width: 120 }}
        />
      </Form.Item>
      <Form.Item name="started" label={t('money.order.started')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} />
      </Form.Item>
    </FilterBar>
  );
}
