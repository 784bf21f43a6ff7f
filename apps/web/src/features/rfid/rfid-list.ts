import type { RfidListParams } from '@pcharging/api-client';
import {
  type FilterValues,
  integerParam,
  type ListConfig,
  oneOfParam,
  parseFilterValues,
  textParam,
} from '../../components/list/list-params';

const filters = {
  card_no: textParam,
  account: textParam,
  bound: oneOfParam([0, 1]),
  station_id: integerParam(),
  status: oneOfParam([0, 1]),
};

/** The RFID card list's URL state; the API lists newest first and does not sort otherwise. */
export const rfidList: ListConfig<typeof filters> = { filters };

export type RfidFilters = FilterValues<typeof filters>;

export const toRfidListFilters = (values: RfidFilters): RfidListParams => ({ ...values });

export const fromRfidFilterForm = (values: Record<string, unknown>): RfidFilters => parseFilterValues(filters, values);
