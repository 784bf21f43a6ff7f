import { Form, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dictionaryOptions } from '../../../components/list/dictionary-cell';
import { FilterBar } from '../../../components/list/filter-bar';
import type { StationDictionaries } from '../hooks/use-station-dictionaries';
import type { StationFilterForm } from '../station-list';
import { AUDIT_FILTER_STATUSES } from '../station-status';

export interface StationFiltersProps {
  values: StationFilterForm;
  onSearch: (values: StationFilterForm) => void;
  onReset: () => void;
  dictionaries: StationDictionaries;
  extra?: ReactNode;
}

export function StationFilters({ dictionaries, ...bar }: StationFiltersProps) {
  const { t } = useTranslation();
  const all = t('common.list.all');
  const auditOptions = dictionaryOptions(dictionaries.auditStatuses).filter((option) =>
    (AUDIT_FILTER_STATUSES as readonly unknown[]).includes(option.value),
  );
  return (
    <FilterBar<StationFilterForm> {...bar}>
      <Form.Item name="name" label={t('station.list.name')}>
        <Input allowClear maxLength={64} placeholder={t('station.list.namePlaceholder')} />
      </Form.Item>
      <Form.Item name="status" label={t('station.field.status')}>
        <Select
          allowClear
          placeholder={all}
          options={dictionaryOptions(dictionaries.statuses)}
          style={{ width: 160 }}
        />
      </Form.Item>
      <Form.Item name="type" label={t('station.field.type')}>
        <Select allowClear placeholder={all} options={dictionaryOptions(dictionaries.types)} style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="city" label={t('station.field.city')}>
        <Input allowClear maxLength={64} />
      </Form.Item>
      <Form.Item name="audit" label={t('station.field.auditStatus')}>
        <Select allowClear placeholder={all} options={auditOptions} style={{ width: 160 }} />
      </Form.Item>
    </FilterBar>
  );
}
