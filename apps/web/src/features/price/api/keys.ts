import type { PriceTemplateInput } from '@pcharging/api-client';
import { resourceKeys } from '../../../components/query/resource-keys';

export interface PriceTemplateListFilters {
  name?: string;
}

export const priceKeys = {
  ...resourceKeys<PriceTemplateListFilters>('price-templates'),
  previews: () => [...priceKeys.all, 'preview'] as const,
  /** `input` undefined: nothing proposed yet, nothing fetched. */
  preview: (id: number, input: PriceTemplateInput | undefined) => [...priceKeys.previews(), id, input] as const,
};
