import type { StationListParams } from '@pcharging/api-client';
import {
  type FilterValues,
  integerParam,
  type ListConfig,
  oneOfParam,
  parseFilterValues,
  type Sort,
  textParam,
} from '../../components/list/list-params';
import { AUDIT_FILTER_STATUSES, STATION_STATUSES, STATION_TYPES } from './station-status';

const filters = {
  name: textParam,
  status: oneOfParam(STATION_STATUSES),
  audit: oneOfParam(AUDIT_FILTER_STATUSES),
  type: oneOfParam(STATION_TYPES),
  city: textParam,
  operator_id: integerParam(),
};

export type StationSortField = NonNullable<StationListParams['sort']>;

/** The station list's URL state: newest first unless the user sorts by name, status or city. */
export const stationList: ListConfig<typeof filters, StationSortField> = {
  filters,
  sortFields: ['created_at', 'name', 'status', 'city'],
  defaultSort: { field: 'created_at', order: 'desc' },
};

export type StationFilters = FilterValues<typeof filters>;
export type StationFilterForm = StationFilters;

export function fromStationFilterForm(values: StationFilterForm): StationFilters {
  return parseFilterValues(filters, { ...values });
}

/**
 * What the list sends. The API filters by one station status; the onboarding stages (draft, under review,
 * rejected) are station statuses of the same code, so an audit-status filter is sent as the status unless a
 * status is chosen too.
 */
export function toStationListFilters(
  { audit, status, ...rest }: StationFilters,
  sort: Sort<StationSortField> | undefined,
): StationListParams {
  const wanted = status ?? audit;
  return {
    ...rest,
    ...(wanted === undefined ? {} : { status: wanted }),
    ...(sort ? { sort: sort.field, order: sort.order } : {}),
  };
}
