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
import type { RfidFilters } from '../rfid-list';

export interface RfidFiltersProps extends FilterBarState<RfidFilters>, StationSearchProps {
  statuses: readonly DictionaryEntry[] | undefined;
}

export function RfidFilterBar({ statuses, stations, stationsLoading, onStationSearch, ...bar }: RfidFiltersProps) {
  const { t } = useTranslation();
  return (
    <FilterBar<RfidFilters> {...bar}>
      <TextFilter name="card_no" label={t('rfid.cardNo')} maxLength={fieldLimits.RfidListParams.card_no.maxLength} />
      <TextFilter name="account" label={t('rfid.account')} />
      <ChoiceFilter
        name="bound"
        label={t('rfid.bound')}
        options={[
          { value: 1, label: t('rfid.bound.yes') },
          { value: 0, label: t('rfid.bound.no') },
        ]}
        width={120}
      />
      <StationFilter
        name="station_id"
        label={t('rfid.station')}
        placeholder={t('rfid.stationSearch')}
        {...{ stations, stationsLoading, onStationSearch }}
      />
      <ChoiceFilter name="status" label={t('rfid.status')} entries={statuses} width={120} />
    </FilterBar>
  );
}
