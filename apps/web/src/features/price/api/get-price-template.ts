import { getPriceTemplate } from '@pcharging/api-client';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { priceKeys } from './keys';

export const priceTemplateQueryOptions = (id: number | undefined) =>
  queryOptions({
    queryKey: priceKeys.detail(id ?? 0),
    queryFn: id === undefined ? skipToken : () => getPriceTemplate(api, { id }),
  });

/** The template as stored now, so that an edit starts from the latest prices. */
export function usePriceTemplate(id: number | undefined) {
  return useQuery(priceTemplateQueryOptions(id));
}
