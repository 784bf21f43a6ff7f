import { Form, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dictionaryOptions } from '../../../components/list/dictionary-cell';
import { FilterBar } from '../../../components/list/filter-bar';
import type { EquipmentDictionaries } from '../charger-dictionaries';
import type { EquipmentFilterValues } from '../equipment-list';
import type { StationChoice } from './equipment-install-dialog';

export interface EquipmentFiltersProps {
  values: EquipmentFilterValues;
  onSearch: (values: EquipmentFilterValues) => void;
  onReset: () => void;
  dictionaries: EquipmentDictionaries;
  stations: readonly StationChoice[];
  stationsLoading: boolean;
  onStationSearch: (text: string) => void;
  extra?: ReactNode;
}

export function EquipmentFilters({
  dictionaries,
  stations,
  stationsLoading,
  onStationSearch,
  ...bar
}: EquipmentFiltersProps) {
  const { t } = useTranslation();
  const all = t('common.list.all');
  return (
    <FilterBar<EquipmentFilterValues> {...bar}>
      <Form.Item name="keyword" label={t('equipment.filter.keyword')}>
        <Input allowClear maxLength={64} placeholder={t('equipment.filter.keywordHint')} />
      </Form.Item>
      <Form.Item name="equipmentmodel" label={t('charger.field.model')}>
        <Input allowClear maxLength={64} />
      </Form.Item>
      <Form.Item name="manufacturername" label={t('charger.field.manufacturer')}>
        <Input allowClear maxLength={64} />
      </Form.Item>
      <Form.Item name="equipmenttype" label={t('charger.field.type')}>
        <Select
          allowClear
          placeholder={all}
          options={dictionaryOptions(dictionaries.chargerTypes)}
          style={{ width: 110 }}
        />
      </Form.Item>
      <Form.Item name="installed" label={t('equipment.field.placement')}>
        <Select
          allowClear
          placeholder={all}
          options={[
            { value: 0, label: t('equipment.state.stock') },
            { value: 1, label: t('equipment.state.installed') },
          ]}
          style={{ width: 140 }}
        />
      </Form.Item>
      <Form.Item name="stationid" label={t('equipment.field.station')}>
        <Select
          allowClear
          showSearch={{ filterOption: false, onSearch: onStationSearch }}
          placeholder={t('equipment.install.stationSearch')}
          options={[...stations]}
          loading={stationsLoading}
          style={{ width: 200 }}
        />
      </Form.Item>
    </FilterBar>
  );
}
