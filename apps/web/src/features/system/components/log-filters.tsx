import { DatePicker, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../../components/list/filter-bar';
import { type LogFilterForm, loggedOperationIds } from '../log-list';

export interface LogFiltersProps {
  values: LogFilterForm;
  onSearch: (values: LogFilterForm) => void;
  onReset: () => void;
}

const operationOptions = loggedOperationIds.map((id) => ({ value: id, label: id }));

export function LogFilters(bar: LogFiltersProps) {
  const { t } = useTranslation();
  const all = t('common.list.all');
  return (
    <FilterBar<LogFilterForm> {...bar}>
      <Form.Item name="username" label={t('system.log.user')}>
        <Input allowClear maxLength={64} placeholder={t('system.log.usernameHint')} />
      </Form.Item>
      <Form.Item name="operation_id" label={t('system.log.operation')}>
        <Select allowClear showSearch placeholder={all} options={operationOptions} style={{ width: 220 }} />
      </Form.Item>
      <Form.Item name="keyword" label={t('system.log.keyword')}>
        <Input allowClear maxLength={64} placeholder={t('system.log.keywordHint')} />
      </Form.Item>
      <Form.Item name="result" label={t('system.log.result')}>
        <Select
          allowClear
          placeholder={all}
          style={{ width: 120 }}
          options={[
            { value: 'success', label: t('system.log.success') },
            { value: 'failure', label: t('system.log.failure') },
          ]}
        />
      </Form.Item>
      <Form.Item name="time" label={t('system.log.time')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} />
      </Form.Item>
    </FilterBar>
  );
}
