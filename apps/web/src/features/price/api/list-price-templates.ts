import { listPriceTemplates, type PageRequest } from '@pcharging/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { type PriceTemplateListFilters, priceKeys } from './keys';

export const priceTemplatesQueryOptions = (filters: PriceTemplateListFilters, page: PageRequest) =>
  queryOptions({
    queryKey: priceKeys.list(filters, page),
    queryFn: () => listPriceTemplates(api, filters, page),
    placeholderData: keepPreviousData,
  });

export function usePriceTemplates(filters: PriceTemplateListFilters, page: PageRequest) {
  return useQuery(priceTemplatesQueryOptions(filters, page));
}
