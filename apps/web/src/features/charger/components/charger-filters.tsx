import { Form, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dictionaryOptions } from '../../../components/list/dictionary-cell';
import { FilterBar } from '../../../components/list/filter-bar';
import type { ChargerDictionaries } from '../charger-dictionaries';
import type { ChargerFilterValues } from '../charger-list';

export interface ChargerFiltersProps {
  values: ChargerFilterValues;
  onSearch: (values: ChargerFilterValues) => void;
  onReset: () => void;
  dictionaries: ChargerDictionaries;
  extra?: ReactNode;
}

export function ChargerFilters({ dictionaries, ...bar }: ChargerFiltersProps) {
  const { t } = useTranslation();
  const all = t('common.list.all');
  return (
    <FilterBar<ChargerFilterValues> {...bar}>
      <Form.Item name="keyword" label={t('charger.filter.keyword')}>
        <Input allowClear maxLength={64} placeholder={t('charger.filter.keywordHint')} />
      </Form.Item>
      <Form.Item name="status" label={t('charger.field.status')}>
        <Select
          allowClear
          placeholder={all}
          options={dictionaryOptions(dictionaries.pileStatuses)}
          style={{ width: 140 }}
        />
      </Form.Item>
      <Form.Item name="equipmenttype" label={t('charger.field.type')}>
        <Select
          allowClear
          placeholder={all}
          options={dictionaryOptions(dictionaries.chargerTypes)}
          style={{ width: 110 }}
        />
      </Form.Item>
      <Form.Item name="manufacturername" label={t('charger.field.manufacturer')}>
        <Input allowClear maxLength={64} />
      </Form.Item>
      <Form.Item name="audit_status" label={t('charger.field.auditStatus')}>
        <Select
          allowClear
          placeholder={all}
          options={dictionaryOptions(dictionaries.auditStatuses)}
          style={{ width: 150 }}
        />
      </Form.Item>
    </FilterBar>
  );
}
