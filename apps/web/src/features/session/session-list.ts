import type { SessionListParams } from '@pcharging/api-client';
import { defineListState, type FilterValues, param } from '../../components/list/list-state';

const filters = {
  /** Part of the driver's name, account, e-mail, phone or card, or the start of the port's code or charger's serial. */
  keyword: param.text,
  station_id: param.integer(),
  pile_id: param.integer(),
  port_id: param.integer(),
  /** Set by links (a customer's page); the filter bar searches with `keyword` instead. */
  account: param.text,
  card_no: param.text,
  start_mode: param.oneOf([1, 2, 3, 4]),
  suspect: param.oneOf([0, 1]),
};

/** The sessions list's URL state (so the overview's tile can open it filtered); the API lists suspect ones first. */
export const sessionDefinition = defineListState({ filters });

export type SessionFilters = FilterValues<typeof filters>;
export type SessionFilterForm = SessionFilters;
export const toSessionListFilters = (values: SessionFilters): SessionListParams => sessionDefinition.toRequest(values);
