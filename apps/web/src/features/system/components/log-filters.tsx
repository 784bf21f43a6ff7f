import { useTranslation } from 'react-i18next';
import { FilterBar, type FilterBarState } from '../../../components/list/filter-bar';
import { ChoiceFilter, DayRangeFilter, TextFilter } from '../../../components/list/filter-fields';
import { type LogFilterForm, loggedOperationIds } from '../log-list';
import { operationTitle } from '../operation-title';

export function LogFilters(bar: FilterBarState<LogFilterForm>) {
  const { t } = useTranslation();
  const operationOptions = loggedOperationIds
    .map((id) => ({ value: id, label: operationTitle(t, id) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return (
    <FilterBar<LogFilterForm> {...bar}>
      <TextFilter name="username" label={t('system.log.user')} placeholder={t('system.log.usernameHint')} />
      <ChoiceFilter
        name="operation_id"
        label={t('system.log.operation')}
        options={operationOptions}
        width={260}
        searchable
      />
      <TextFilter name="keyword" label={t('system.log.keyword')} placeholder={t('system.log.keywordHint')} />
      <ChoiceFilter
        name="result"
        label={t('system.log.result')}
        options={[
          { value: 'success', label: t('system.log.success') },
          { value: 'failure', label: t('system.log.failure') },
        ]}
        width={120}
      />
      <DayRangeFilter name="time" label={t('system.log.time')} />
    </FilterBar>
  );
}
