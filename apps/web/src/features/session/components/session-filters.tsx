import type { DictionaryEntry } from '@pcharging/api-client';
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
      <ChoiceFilter name="suspect" label={t('charger.session.suspect')} options={suspect} width={150} />
      <StationFilter
        name="station_id"
        label={t('charger.session.station')}
        placeholder={t('charger.session.station')}
        {...{ stations, stationsLoading, onStationSearch }}
      />
      <TextFilter name="account" label={t('charger.session.account')} />
      <TextFilter name="card_no" label={t('charger.session.cardNo')} maxLength={32} />
      <ChoiceFilter name="start_mode" label={t('charger.session.startMode')} entries={startModes} width={150} />
    </FilterBar>
  );
}
