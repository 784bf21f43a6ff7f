import { useTranslation } from 'react-i18next';
import { FilterBar, type FilterBarState } from '../../../components/list/filter-bar';
import {
  ChoiceFilter,
  DayRangeFilter,
  StationFilter,
  type StationSearchProps,
} from '../../../components/list/filter-fields';
import type { AlarmDictionaries } from '../alarm-dictionaries';
import type { AlarmFilterForm } from '../alarm-list';

export interface AlarmFiltersProps extends FilterBarState<AlarmFilterForm>, StationSearchProps {
  dictionaries: AlarmDictionaries;
}

export function AlarmFilterBar({
  dictionaries,
  stations,
  stationsLoading,
  onStationSearch,
  ...bar
}: AlarmFiltersProps) {
  const { t } = useTranslation();
  return (
    <FilterBar<AlarmFilterForm> {...bar}>
      <ChoiceFilter name="status" label={t('alarm.status')} entries={dictionaries.statuses} width={140} />
      <ChoiceFilter name="level" label={t('alarm.level')} entries={dictionaries.levels} width={120} />
      <ChoiceFilter name="source" label={t('alarm.source')} entries={dictionaries.sources} width={140} />
      <StationFilter
        name="station_id"
        label={t('alarm.station')}
        placeholder={t('alarm.stationSearch')}
        {...{ stations, stationsLoading, onStationSearch }}
      />
      <DayRangeFilter name="raised" label={t('alarm.raised')} />
    </FilterBar>
  );
}
