import type { DictionaryEntry } from '@pcharging/api-client';
import { DatePicker, Form, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dictionaryOptions } from '../../../components/list/dictionary-cell';
import { FilterBar } from '../../../components/list/filter-bar';
import type { JournalFilterForm } from '../journal-list';

export interface JournalFiltersProps {
  values: JournalFilterForm;
  onSearch: (values: JournalFilterForm) => void;
  onReset: () => void;
  journalTypes: readonly DictionaryEntry[] | undefined;
  extra?: ReactNode;
}

export function JournalFilters({ journalTypes, ...bar }: JournalFiltersProps) {
  const { t } = useTranslation();
  return (
    <FilterBar<JournalFilterForm> {...bar}>
      <Form.Item name="entry_no" label={t('money.journal.entryNo')}>
        <Input allowClear maxLength={32} />
      </Form.Item>
      <Form.Item name="order_no" label={t('money.orderNo')}>
        <Input allowClear maxLength={32} />
      </Form.Item>
      <Form.Item name="account" label={t('money.account')}>
        <Input allowClear maxLength={64} />
      </Form.Item>
      <Form.Item name="type" label={t('money.journal.type')}>
        <Select
          allowClear
          placeholder={t('common.list.all')}
          options={dictionaryOptions(journalTypes)}
          style={{ width: 180 }}
        />
      </Form.Item>
      <Form.Item name="created" label={t('money.journal.created')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} />
      </Form.Item>
    </FilterBar>
  );
}
