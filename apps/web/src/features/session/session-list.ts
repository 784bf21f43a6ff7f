import type { SessionListParams } from '@pcharging/api-client';
import { defineListState, type FilterValues, param } from '../../components/list/list-state';

const filters = {
  station_id: param.integer(),
  pile_id: param.integer(),
  port_id: param.integer(),
  account: param.text,
  card_no: param.text,
  start_mode: param.oneOf([1, 2, 3, 4]),
  suspect: param.oneOf([0, 1]),
};

/** The sessions list's URL state (so the overview's tile can open it filtered); the API lists suspect ones first. */
const state = defineListState({ filters });
export const sessionList = state.config;

export type SessionFilters = FilterValues<typeof filters>;
export type SessionFilterForm = SessionFilters;
export const { toForm: toSessionFilterForm, fromForm: fromSessionFilterForm } = state;
export const toSessionListFilters = (values: SessionFilters): SessionListParams => state.toRequest(values);
