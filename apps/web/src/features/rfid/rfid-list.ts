import type { RfidListParams } from '@pcharging/api-client';
import { defineListState, type FilterValues, param } from '../../components/list/list-state';

const filters = {
  card_no: param.text,
  account: param.text,
  bound: param.oneOf([0, 1]),
  station_id: param.integer(),
  status: param.oneOf([0, 1]),
};

/** The RFID card list's URL state; the API lists newest first and does not sort otherwise. */
export const rfidDefinition = defineListState({ filters });

export type RfidFilters = FilterValues<typeof filters>;
export const toRfidListFilters = (values: RfidFilters): RfidListParams => rfidDefinition.toRequest(values);
