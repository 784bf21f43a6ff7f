import { DatePicker, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { dictionaryOptions } from '../../../components/list/dictionary-cell';
import { FilterBar } from '../../../components/list/filter-bar';
import type { AlarmDictionaries } from '../alarm-dictionaries';
import type { AlarmFilterForm } from '../alarm-list';

export interface StationChoice {
  value: number;
  label: string;
}

export interface AlarmFiltersProps {
  values: AlarmFilterForm;
  onSearch: (values: AlarmFilterForm) => void;
  onReset: () => void;
  dictionaries: AlarmDictionaries;
  stations: readonly StationChoice[];
  stationsLoading: boolean;
  onStationSearch: (text: string) => void;
}

export function AlarmFilterBar({
  dictionaries,
  stations,
  stationsLoading,
  onStationSearch,
  ...bar
}: AlarmFiltersProps) {
  const { t } = useTranslation();
  const all = t('common.list.all');
  return (
    <FilterBar<AlarmFilterForm> {...bar}>
      <Form.Item name="status" label={t('alarm.status')}>
        <Select
          allowClear
          placeholder={all}
          options={dictionaryOptions(dictionaries.statuses)}
          style={{ width: 140 }}
        />
      </Form.Item>
      <Form.Item name="level" label={t('alarm.level')}>
        <Select allowClear placeholder={all} options={dictionaryOptions(dictionaries.levels)} style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="source" label={t('alarm.source')}>
        <Select allowClear placeholder={all} options={dictionaryOptions(dictionaries.sources)} style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="station_id" label={t('alarm.station')}>
        <Select
          allowClear
          showSearch={{ filterOption: false, onSearch: onStationSearch }}
          placeholder={t('alarm.stationSearch')}
          options={[...stations]}
          loading={stationsLoading}
          style={{ width: 200 }}
        />
      </Form.Item>
      <Form.Item name="raised" label={t('alarm.raised')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} />
      </Form.Item>
    </FilterBar>
  );
}
