import { fieldLimits } from '@pcharging/api-client/field-limits';
import { useTranslation } from 'react-i18next';
import { Capable } from '../../../components/capability/capable';
import { FilterBar, type FilterBarState } from '../../../components/list/filter-bar';
import {
  ChoiceFilter,
  DayRangeFilter,
  StationFilter,
  type StationSearchProps,
  TextFilter,
} from '../../../components/list/filter-fields';
import type { OrderDictionaries } from '../order-dictionaries';
import type { OrderFilterForm } from '../order-list';

const REFUND_STATES = ['none', 'partial', 'full'] as const;

export interface OrderFiltersProps extends FilterBarState<OrderFilterForm>, StationSearchProps {
  dictionaries: OrderDictionaries;
}

export function OrderFilters({ dictionaries, stations, stationsLoading, onStationSearch, ...bar }: OrderFiltersProps) {
  const { t } = useTranslation();
  return (
    <FilterBar<OrderFilterForm> {...bar}>
      <TextFilter
        name="order_no"
        label={t('money.orderNo')}
        maxLength={fieldLimits.OrderListParams.order_no.maxLength}
      />
      <Capable name="people-search" fallback={<TextFilter name="account" label={t('money.account')} />}>
        <TextFilter
          name="keyword"
          label={t('money.order.customerSearch')}
          placeholder={t('money.order.customerSearch.placeholder')}
          maxLength={fieldLimits.OrderListParams.keyword.maxLength}
          width={300}
        />
      </Capable>
      <StationFilter
        name="station_id"
        label={t('money.order.station')}
        placeholder={t('money.order.stationSearch')}
        {...{ stations, stationsLoading, onStationSearch }}
      />
      <ChoiceFilter
        name="start_mode"
        label={t('money.order.startMode')}
        entries={dictionaries.startModes}
        width={160}
      />
      <ChoiceFilter name="status" label={t('money.order.status')} entries={dictionaries.statuses} width={120} />
      <Capable name="money-corrections">
        <ChoiceFilter
          name="refund_state"
          label={t('money.order.refundState')}
          options={REFUND_STATES.map((state) => ({ value: state, label: t(`money.order.refundState.${state}`) }))}
          width={170}
        />
      </Capable>
      <DayRangeFilter name="started" label={t('money.order.started')} />
    </FilterBar>
  );
}
