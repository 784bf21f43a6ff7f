import type { EquipmentListParams } from '@pcharging/api-client';
import {
  type FilterValues,
  integerParam,
  type ListConfig,
  oneOfParam,
  parseFilterValues,
  textParam,
} from '../../components/list/list-params';

const filters = {
  keyword: textParam,
  manufacturername: textParam,
  equipmentmodel: textParam,
  equipmenttype: oneOfParam([1, 2]),
  installed: oneOfParam([0, 1]),
  stationid: integerParam(),
  status: oneOfParam([0, 1, 2, 3]),
};

/** The inventory's filters in the URL; the API lists newest first and does not sort otherwise. */
export const equipmentList: ListConfig<typeof filters> = { filters };

export type EquipmentFilterValues = FilterValues<typeof filters>;

export function fromEquipmentFilterForm(values: EquipmentFilterValues): EquipmentFilterValues {
  return parseFilterValues(filters, values);
}

/** The list's params; the status filter only for a backend that offers it (`equipment-status-filter`). */
export function toEquipmentListFilters(values: EquipmentFilterValues, withStatus: boolean): EquipmentListParams {
  const { status, ...legacy } = values;
  return withStatus && status !== undefined ? { ...legacy, status } : legacy;
}
