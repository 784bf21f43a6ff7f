import { useTranslation } from 'react-i18next';
import { dictionaryOptions } from '../../../components/list/dictionary-cell';
import { FilterBar, type FilterBarState } from '../../../components/list/filter-bar';
import { ChoiceFilter, TextFilter } from '../../../components/list/filter-fields';
import { useStationCities } from '../api/list-station-cities';
import type { StationDictionaries } from '../hooks/use-station-dictionaries';
import type { StationFilterForm } from '../station-list';
import { AUDIT_FILTER_STATUSES } from '../station-status';

export interface StationFiltersProps extends FilterBarState<StationFilterForm> {
  dictionaries: StationDictionaries;
}

export function StationFilters({ dictionaries, ...bar }: StationFiltersProps) {
  const { t, i18n } = useTranslation();
  const cities = useStationCities(i18n.language);
  const auditOptions = dictionaryOptions(dictionaries.auditStatuses).filter((option) =>
    (AUDIT_FILTER_STATUSES as readonly unknown[]).includes(option.value),
  );
  return (
    <FilterBar<StationFilterForm> {...bar}>
      <TextFilter name="name" label={t('station.list.name')} placeholder={t('station.list.namePlaceholder')} />
      <ChoiceFilter name="status" label={t('station.field.status')} entries={dictionaries.statuses} width={160} />
      <ChoiceFilter name="type" label={t('station.field.type')} entries={dictionaries.types} width={140} />
      <ChoiceFilter
        name="city"
        label={t('station.field.city')}
        options={(cities.data ?? []).map((city) => ({ value: city, label: city }))}
        searchable
        width={180}
      />
      <ChoiceFilter name="audit" label={t('station.field.auditStatus')} options={auditOptions} width={160} />
    </FilterBar>
  );
}
