import type { DictionaryEntry } from '@pcharging/api-client';
import { fieldLimits } from '@pcharging/api-client/field-limits';
import { useTranslation } from 'react-i18next';
import { FilterBar, type FilterBarState } from '../../../components/list/filter-bar';
import {
  ChoiceFilter,
  StationFilter,
  type StationSearchProps,
  TextFilter,
} from '../../../components/list/filter-fields';
import type { SessionFilterForm } from '../session-list';

export interface SessionFiltersProps extends FilterBarState<SessionFilterForm>, StationSearchProps {
  startModes: readonly DictionaryEntry[] | undefined;
}

export function SessionFilterBar({
  startModes,
  stations,
  stationsLoading,
  onStationSearch,
  ...bar
}: SessionFiltersProps) {
  const { t } = useTranslation();
  const suspect = [
    { value: 1, label: t('charger.session.suspectFilter.yes') },
    { value: 0, label: t('charger.session.suspectFilter.no') },
  ];
  return (
    <FilterBar<SessionFilterForm> {...bar}>
      <TextFilter
        name="keyword"
        label={t('charger.session.search')}
        placeholder={t('charger.session.search.placeholder')}
        maxLength={fieldLimits.SessionListParams.keyword.maxLength}
        width={340}
      />
      <ChoiceFilter name="suspect" label={t('charger.session.suspect')} options={suspect} width={150} />
      <StationFilter
        name="station_id"
        label={t('charger.session.station')}
        placeholder={t('charger.session.station')}
        {...{ stations, stationsLoading, onStationSearch }}
      />
      <ChoiceFilter name="start_mode" label={t('charger.session.startMode')} entries={startModes} width={150} />
    </FilterBar>
  );
}
