import { useTranslation } from 'react-i18next';
import { FilterBar, type FilterBarState } from '../../../components/list/filter-bar';
import { ChoiceFilter } from '../../../components/list/filter-fields';
import { ADJUSTMENT_REQUEST_STATUSES, type ApprovalFilterForm } from '../approval-list';

export function ApprovalFilters(bar: FilterBarState<ApprovalFilterForm>) {
  const { t } = useTranslation();
  return (
    <FilterBar<ApprovalFilterForm> {...bar}>
      <ChoiceFilter
        name="status"
        label={t('money.approval.status')}
        options={ADJUSTMENT_REQUEST_STATUSES.map((status) => ({
          value: status,
          label: t(`money.approval.status.${status}`),
        }))}
        width={140}
      />
    </FilterBar>
  );
}
