import type { DictionaryEntry } from '@pcharging/api-client';
import { DatePicker, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { dictionaryOptions } from '../../../components/list/dictionary-cell';
import { FilterBar } from '../../../components/list/filter-bar';
import type { CustomerFilterForm } from '../customer-list';

export interface CustomerFiltersProps {
  values: CustomerFilterForm;
  onSearch: (values: CustomerFilterForm) => void;
  onReset: () => void;
  statuses: readonly DictionaryEntry[] | undefined;
}

export function CustomerFilterBar({ statuses, ...bar }: CustomerFiltersProps) {
  const { t } = useTranslation();
  return (
    <FilterBar<CustomerFilterForm> {...bar}>
      <Form.Item name="keyword" label={t('customer.keyword')}>
        <Input allowClear maxLength={64} placeholder={t('customer.keyword.placeholder')} />
      </Form.Item>
      <Form.Item name="status" label={t('customer.status')}>
        <Select
          allowClear
          placeholder={t('common.list.all')}
          options={dictionaryOptions(statuses)}
          style={{ width: 120 }}
        />
      </Form.Item>
      <Form.Item name="created" label={t('customer.registered')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} />
      </Form.Item>
    </FilterBar>
  );
}
