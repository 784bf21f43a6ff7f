import type { PageRequest, PriceTemplateInput } from '@pcharging/api-client';

export interface PriceTemplateListFilters {
  name?: string;
}

export const priceKeys = {
  all: ['price-templates'] as const,
  lists: () => [...priceKeys.all, 'list'] as const,
  list: (filters: PriceTemplateListFilters, page: PageRequest) => [...priceKeys.lists(), filters, page] as const,
  details: () => [...priceKeys.all, 'detail'] as const,
  detail: (id: number) => [...priceKeys.details(), id] as const,
  previews: () => [...priceKeys.all, 'preview'] as const,
  /** `input` undefined: nothing proposed yet, nothing fetched. */
  preview: (id: number, input: PriceTemplateInput | undefined) => [...priceKeys.previews(), id, input] as const,
};
