import type { DictionaryEntry } from '@pcharging/api-client';
import { fieldLimits } from '@pcharging/api-client/field-limits';
import { useTranslation } from 'react-i18next';
import { FilterBar, type FilterBarState } from '../../../components/list/filter-bar';
import { ChoiceFilter, DayRangeFilter, TextFilter } from '../../../components/list/filter-fields';
import type { JournalFilterForm } from '../journal-list';

export interface JournalFiltersProps extends FilterBarState<JournalFilterForm> {
  journalTypes: readonly DictionaryEntry[] | undefined;
}

export function JournalFilters({ journalTypes, ...bar }: JournalFiltersProps) {
  const { t } = useTranslation();
  return (
    <FilterBar<JournalFilterForm> {...bar}>
      <TextFilter
        name="entry_no"
        label={t('money.journal.entryNo')}
        maxLength={fieldLimits.JournalListParams.entry_no.maxLength}
      />
      <TextFilter
        name="order_no"
        label={t('money.orderNo')}
        maxLength={fieldLimits.JournalListParams.order_no.maxLength}
      />
      <TextFilter name="account" label={t('money.account')} />
      <ChoiceFilter name="type" label={t('money.journal.type')} entries={journalTypes} width={180} />
      <DayRangeFilter name="created" label={t('money.journal.created')} />
    </FilterBar>
  );
}
