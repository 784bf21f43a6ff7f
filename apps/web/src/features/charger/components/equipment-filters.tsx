import { useTranslation } from 'react-i18next';
import { Capable } from '../../../components/capability/capable';
import { FilterBar, type FilterBarState } from '../../../components/list/filter-bar';
import {
  ChoiceFilter,
  StationFilter,
  type StationSearchProps,
  TextFilter,
} from '../../../components/list/filter-fields';
import type { EquipmentDictionaries } from '../charger-dictionaries';
import type { EquipmentFilterValues } from '../equipment-list';

export interface EquipmentFiltersProps extends FilterBarState<EquipmentFilterValues>, StationSearchProps {
  dictionaries: EquipmentDictionaries;
}

export function EquipmentFilters({
  dictionaries,
  stations,
  stationsLoading,
  onStationSearch,
  ...bar
}: EquipmentFiltersProps) {
  const { t } = useTranslation();
  return (
    <FilterBar<EquipmentFilterValues> {...bar}>
      <TextFilter
        name="keyword"
        label={t('equipment.filter.keyword')}
        placeholder={t('equipment.filter.keywordHint')}
      />
      <TextFilter name="equipmentmodel" label={t('charger.field.model')} />
      <TextFilter name="manufacturername" label={t('charger.field.manufacturer')} />
      <ChoiceFilter
        name="equipmenttype"
        label={t('charger.field.type')}
        entries={dictionaries.chargerTypes}
        width={110}
      />
      <Capable name="equipment-status-filter">
        <ChoiceFilter
          name="status"
          label={t('charger.field.status')}
          entries={dictionaries.chargerStatuses}
          width={130}
        />
      </Capable>
      <ChoiceFilter
        name="installed"
        label={t('equipment.field.placement')}
        options={[
          { value: 0, label: t('equipment.state.stock') },
          { value: 1, label: t('equipment.state.installed') },
        ]}
        width={140}
      />
      <StationFilter
        name="stationid"
        label={t('equipment.field.station')}
        placeholder={t('equipment.install.stationSearch')}
        {...{ stations, stationsLoading, onStationSearch }}
      />
    </FilterBar>
  );
}
