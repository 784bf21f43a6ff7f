import { defineListState, type FilterValues, param } from '../../components/list/list-state';

const filters = { keyword: param.text };

const state = defineListState({ filters });
export const roleList = state.config;

export type RoleFilters = FilterValues<typeof filters>;
export const { fromForm: fromRoleFilterForm } = state;
