import { useTranslation } from 'react-i18next';
import { FilterBar, type FilterBarState } from '../../../components/list/filter-bar';
import { StationFilter, type StationSearchProps } from '../../../components/list/filter-fields';
import type { UptimeFilterForm } from '../uptime-list';

export type UptimeFiltersProps = FilterBarState<UptimeFilterForm> & StationSearchProps;

export function UptimeFilterBar({ stations, stationsLoading, onStationSearch, ...bar }: UptimeFiltersProps) {
  const { t } = useTranslation();
  return (
    <FilterBar<UptimeFilterForm> {...bar}>
      <StationFilter
        name="station_id"
        label={t('uptime.station')}
        placeholder={t('uptime.stationSearch')}
        {...{ stations, stationsLoading, onStationSearch }}
      />
    </FilterBar>
  );
}
