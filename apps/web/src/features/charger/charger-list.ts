import { AuditStatus, type ChargerListParams, ChargerStatus, ChargerType } from '@pcharging/api-client';
import { defineListState, type FilterValues, param, type Sort } from '../../components/list/list-state';

const filters = {
  keyword: param.text,
  status: param.oneOf(Object.values(ChargerStatus)),
  equipmenttype: param.oneOf(Object.values(ChargerType)),
  manufacturername: param.text,
  audit_status: param.oneOf(Object.values(AuditStatus)),
};

export type ChargerSortField = NonNullable<ChargerListParams['sort']>;

/** The station's charger list in the URL: newest first unless the user sorts. */
export const chargerDefinition = defineListState<typeof filters, ChargerSortField>({
  filters,
  sortFields: ['created_at', 'equipmentid', 'equipmentname', 'status', 'power'],
  defaultSort: { field: 'created_at', order: 'desc' },
});
export const chargerList = chargerDefinition.config;

export type ChargerFilterValues = FilterValues<typeof filters>;

export const toChargerListFilters = (
  stationId: number,
  values: ChargerFilterValues,
  sort: Sort<ChargerSortField> | undefined,
): ChargerListParams => ({ ...chargerDefinition.toRequest(values, { sort }), stationid: stationId });
