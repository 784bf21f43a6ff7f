import { useTranslation } from 'react-i18next';
import { Capable } from '../../../components/capability/capable';
import { dictionaryOptions } from '../../../components/list/dictionary-cell';
import { FilterBar, type FilterBarState } from '../../../components/list/filter-bar';
import { ChoiceFilter, TextFilter } from '../../../components/list/filter-fields';
import { useCapability } from '../../../lib/capabilities';
import { useStationCities } from '../api/list-station-cities';
import type { StationDictionaries } from '../hooks/use-station-dictionaries';
import type { StationFilterForm } from '../station-list';
import { AUDIT_FILTER_STATUSES } from '../station-status';

export interface StationFiltersProps extends FilterBarState<StationFilterForm> {
  dictionaries: StationDictionaries;
}

export function StationFilters({ dictionaries, ...bar }: StationFiltersProps) {
  const { t, i18n } = useTranslation();
  // The cities to choose from come with the map; without it the city is typed.
  const withMap = useCapability('map');
  const cities = useStationCities(i18n.language, withMap);
  const auditOptions = dictionaryOptions(dictionaries.auditStatuses).filter((option) =>
    (AUDIT_FILTER_STATUSES as readonly unknown[]).includes(option.value),
  );
  return (
    <FilterBar<StationFilterForm> {...bar}>
      <TextFilter name="name" label={t('station.list.name')} placeholder={t('station.list.namePlaceholder')} />
      <ChoiceFilter name="status" label={t('station.field.status')} entries={dictionaries.statuses} width={160} />
      <ChoiceFilter name="type" label={t('station.field.type')} entries={dictionaries.types} width={140} />
      <Capable name="map" fallback={<TextFilter name="city" label={t('station.field.city')} />}>
        <ChoiceFilter
          name="city"
          label={t('station.field.city')}
          options={(cities.data ?? []).map((city) => ({ value: city, label: city }))}
          searchable
          width={180}
        />
      </Capable>
      <ChoiceFilter name="audit" label={t('station.field.auditStatus')} options={auditOptions} width={160} />
    </FilterBar>
  );
}
