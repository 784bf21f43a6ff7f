import { AuditStatus, type ChargerListParams, ChargerStatus, ChargerType } from '@pcharging/api-client';
import {
  type FilterValues,
  type ListConfig,
  oneOfParam,
  parseFilterValues,
  type Sort,
  textParam,
} from '../../components/list/list-params';

const filters = {
  keyword: textParam,
  status: oneOfParam(Object.values(ChargerStatus)),
  equipmenttype: oneOfParam(Object.values(ChargerType)),
  manufacturername: textParam,
  audit_status: oneOfParam(Object.values(AuditStatus)),
};

export type ChargerSortField = NonNullable<ChargerListParams['sort']>;

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
): ChargerListParams {
  return { ...values, stationid: stationId, ...(sort ? { sort: sort.field, order: sort.order } : {}) };
}
