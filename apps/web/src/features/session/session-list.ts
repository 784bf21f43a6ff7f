import type { SessionListParams } from '@pcharging/api-client';
import {
  type FilterValues,
  integerParam,
  type ListConfig,
  oneOfParam,
  parseFilterValues,
  textParam,
} from '../../components/list/list-params';

const filters = {
  station_id: integerParam(),
  pile_id: integerParam(),
  port_id: integerParam(),
  account: textParam,
  card_no: textParam,
  start_mode: oneOfParam([1, 2, 3, 4]),
  suspect: oneOfParam([0, 1]),
};

/** The sessions list's URL state (so the overview's tile can open it filtered); the API lists suspect ones first. */
export const sessionList: ListConfig<typeof filters> = { filters };

export type SessionFilters = FilterValues<typeof filters>;

export type SessionFilterForm = SessionFilters;

export const toSessionFilterForm = (values: SessionFilters): SessionFilterForm => values;

export const fromSessionFilterForm = (values: SessionFilterForm): SessionFilters => parseFilterValues(filters, values);

export const toSessionListFilters = (values: SessionFilters): SessionListParams => values;
