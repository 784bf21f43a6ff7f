import type { DictionaryEntry } from '@pcharging/api-client';
import { Form, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dictionaryOptions } from '../../../components/list/dictionary-cell';
import { FilterBar } from '../../../components/list/filter-bar';
import type { UserFilterForm } from '../user-list';

export interface UserFiltersProps {
  values: UserFilterForm;
  onSearch: (values: UserFilterForm) => void;
  onReset: () => void;
  statuses: readonly DictionaryEntry[] | undefined;
  roles: readonly { value: number; label: string }[];
  extra?: ReactNode;
}

export function UserFilters({ statuses, roles, ...bar }: UserFiltersProps) {
  const { t } = useTranslation();
  const all = t('common.list.all');
  return (
    <FilterBar<UserFilterForm> {...bar}>
      <Form.Item name="keyword" label={t('system.user.keyword')}>
        <Input allowClear maxLength={64} placeholder={t('system.user.keywordHint')} />
      </Form.Item>
      <Form.Item name="status" label={t('system.user.status')}>
        <Select allowClear placeholder={all} options={dictionaryOptions(statuses)} style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="role_id" label={t('system.user.role')}>
        <Select allowClear placeholder={all} options={[...roles]} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="department" label={t('system.user.department')}>
        <Input allowClear maxLength={64} />
      </Form.Item>
    </FilterBar>
  );
}
