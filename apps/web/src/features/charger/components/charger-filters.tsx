import { useTranslation } from 'react-i18next';
import { FilterBar, type FilterBarState } from '../../../components/list/filter-bar';
import { ChoiceFilter, TextFilter } from '../../../components/list/filter-fields';
import type { ChargerDictionaries } from '../charger-dictionaries';
import type { ChargerFilterValues } from '../charger-list';

export interface ChargerFiltersProps extends FilterBarState<ChargerFilterValues> {
  dictionaries: ChargerDictionaries;
}

export function ChargerFilters({ dictionaries, ...bar }: ChargerFiltersProps) {
  const { t } = useTranslation();
  return (
    <FilterBar<ChargerFilterValues> {...bar}>
      <TextFilter name="keyword" label={t('charger.filter.keyword')} placeholder={t('charger.filter.keywordHint')} />
      <ChoiceFilter
        name="status"
        label={t('charger.field.status')}
        entries={dictionaries.chargerStatuses}
        width={140}
      />
      <ChoiceFilter
        name="equipmenttype"
        label={t('charger.field.type')}
        entries={dictionaries.chargerTypes}
        width={110}
      />
      <TextFilter name="manufacturername" label={t('charger.field.manufacturer')} />
      <ChoiceFilter
        name="audit_status"
        label={t('charger.field.auditStatus')}
        entries={dictionaries.auditStatuses}
        width={150}
      />
    </FilterBar>
  );
}
