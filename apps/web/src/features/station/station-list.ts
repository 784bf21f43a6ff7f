import type { StationListParams } from '@pcharging/api-client';
import { defineListState, type FilterValues, param, type Sort } from '../../components/list/list-state';
import { AUDIT_FILTER_STATUSES, STATION_STATUSES, STATION_TYPES } from './station-status';

const filters = {
  name: param.text,
  status: param.oneOf(STATION_STATUSES),
  audit: param.oneOf(AUDIT_FILTER_STATUSES),
  type: param.oneOf(STATION_TYPES),
  city: param.text,
  operator_id: param.integer(),
};

export type StationSortField = NonNullable<StationListParams['sort']>;

/** The station list's URL state: newest first unless the user sorts by name, status or city. */
export const stationDefinition = defineListState<typeof filters, StationSortField>({
  filters,
  sortFields: ['created_at', 'name', 'status', 'city'],
  defaultSort: { field: 'created_at', order: 'desc' },
});

export type StationFilters = FilterValues<typeof filters>;
export type StationFilterForm = StationFilters;

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
  return stationDefinition.toRequest(wanted === undefined ? rest : { ...rest, status: wanted }, { sort });
}
