import type { EquipmentListParams } from '@pcharging/api-client';
import { defineListState, type FilterValues, param } from '../../components/list/list-state';

const filters = {
  keyword: param.text,
  manufacturername: param.text,
  equipmentmodel: param.text,
  equipmenttype: param.oneOf([1, 2]),
  installed: param.oneOf([0, 1]),
  stationid: param.integer(),
  status: param.oneOf([0, 1, 2, 3]),
};

/** The inventory's filters in the URL; the API lists newest first and does not sort otherwise. */
export const equipmentDefinition = defineListState({ filters });

export type EquipmentFilterValues = FilterValues<typeof filters>;

/** The list's params; the status filter only for a backend that offers it (`equipment-status-filter`). */
export function toEquipmentListFilters(values: EquipmentFilterValues, withStatus: boolean): EquipmentListParams {
  const { status, ...legacy } = values;
  return withStatus && status !== undefined ? { ...legacy, status } : legacy;
}
