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

export function toEquipmentListFilters(values: EquipmentFilterValues): EquipmentListParams {
  return { ...values };
}
