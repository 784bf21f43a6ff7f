import { type FilterValues, type ListConfig, parseFilterValues, textParam } from '../../components/list/list-params';

const filters = { name: textParam };

/** The price template list's URL state. */
export const priceTemplateList: ListConfig<typeof filters> = { filters };

export type PriceTemplateFilters = FilterValues<typeof filters>;

export const fromPriceFilterForm = (values: Record<string, unknown>): PriceTemplateFilters =>
  parseFilterValues(filters, values);
