import type { UptimeParams } from '@pcharging/api-client';
import { defineListState, type FilterValues, param } from '../../components/list/list-state';

const filters = { station_id: param.integer() };

/** The uptime report's URL state: the station, the page. The API ranks the ports worst first. */
const state = defineListState({ filters });
export const uptimeList = state.config;

export type UptimeFilters = FilterValues<typeof filters>;
export type UptimeFilterForm = ReturnType<typeof state.toForm>;
export const { toForm: toUptimeFilterForm, fromForm: fromUptimeFilterForm } = state;

export const toUptimeParams = (values: UptimeFilters): UptimeParams => state.toRequest(values);
