import { defineListState, type FilterValues, param } from '../../components/list/list-state';

const filters = { name: param.text };

/** The price template list's URL state. */
const state = defineListState({ filters });
export const priceTemplateList = state.config;

export type PriceTemplateFilters = FilterValues<typeof filters>;
export const { fromForm: fromPriceFilterForm } = state;
