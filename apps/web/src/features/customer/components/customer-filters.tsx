import type { DictionaryEntry } from '@pcharging/api-client';
import { useTranslation } from 'react-i18next';
import { FilterBar, type FilterBarState } from '../../../components/list/filter-bar';
import { ChoiceFilter, DayRangeFilter, TextFilter } from '../../../components/list/filter-fields';
import { useCapability } from '../../../lib/capabilities';
import type { CustomerFilterForm } from '../customer-list';

export interface CustomerFiltersProps extends FilterBarState<CustomerFilterForm> {
  statuses: readonly DictionaryEntry[] | undefined;
}

export function CustomerFilterBar({ statuses, ...bar }: CustomerFiltersProps) {
  const { t } = useTranslation();
  // A backend that searches people by their cards says so by offering people search.
  const cards = useCapability('people-search');
  return (
    <FilterBar<CustomerFilterForm> {...bar}>
      <TextFilter
        name="keyword"
        label={t('customer.keyword')}
        placeholder={t(cards ? 'customer.keyword.placeholder.cards' : 'customer.keyword.placeholder')}
        width={300}
      />
      <ChoiceFilter name="status" label={t('customer.status')} entries={statuses} width={120} />
      <DayRangeFilter name="created" label={t('customer.registered')} />
    </FilterBar>
  );
}
