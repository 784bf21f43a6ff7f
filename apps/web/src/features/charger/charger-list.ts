import type { ChargerListFilters } from '@pcharging/api-client';
import {
  type FilterValues,
  integerParam,
  type ListConfig,
  oneOfParam,
  parseFilterValues,
  type Sort,
  textParam,
} from '../../components/list/list-params';

const filters = {
  keyword: textParam,
  status: integerParam(0, 3),
  equipmenttype: oneOfParam([1, 2]),
  manufacturername: textParam,
  audit_status: integerParam(0, 3),
};

export type ChargerSortField = NonNullable<ChargerListFilters['sort']>;

/** The station's charger list in the URL: newest first unless the user sorts. */
export const chargerList: ListConfig<typeof filters, ChargerSortField> = {
  filters,
  sortFields: ['created_at', 'equipmentid', 'equipmentname', 'status', 'power'],
  defaultSort: { field: 'created_at', order: 'desc' },
};

export type ChargerFilterValues = FilterValues<typeof filters>;

export function fromChargerFilterForm(values: Record<string, unknown>): ChargerFilterValues {
  return parseFilterValues(filters, values);
}

export function toChargerListFilters(
  stationId: number,
  values: ChargerFilterValues,
  sort: Sort<ChargerSortField> | undefined,
): ChargerListFilters {
  return { ...values, stationid: stationId, ...(sort ? { sort: sort.field, order: sort.order } : {}) };
}
