import type { DictionaryEntry } from '@pcharging/api-client';
import { useTranslation } from 'react-i18next';
import { FilterBar, type FilterBarState } from '../../../components/list/filter-bar';
import { type Choice, ChoiceFilter, TextFilter } from '../../../components/list/filter-fields';
import type { UserFilterForm } from '../user-list';

export interface UserFiltersProps extends FilterBarState<UserFilterForm> {
  statuses: readonly DictionaryEntry[] | undefined;
  roles: readonly Choice[];
}

export function UserFilters({ statuses, roles, ...bar }: UserFiltersProps) {
  const { t } = useTranslation();
  return (
    <FilterBar<UserFilterForm> {...bar}>
      <TextFilter name="keyword" label={t('system.user.keyword')} placeholder={t('system.user.keywordHint')} />
      <ChoiceFilter name="status" label={t('system.user.status')} entries={statuses} width={120} />
      <ChoiceFilter name="role_id" label={t('system.user.role')} options={roles} width={200} />
      <TextFilter name="department" label={t('system.user.department')} />
    </FilterBar>
  );
}
