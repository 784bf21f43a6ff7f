import { getPriceTemplate } from '@pcharging/api-client';
import { useQuery } from '@tanstack/react-query';
import { detailQueryOptions } from '../../../components/query/detail-query';
import { api } from '../../../lib/api';
import { priceKeys } from './keys';

export const priceTemplateQueryOptions = detailQueryOptions(priceKeys.detail, (id) => getPriceTemplate(api, { id }));

/** The template as stored now, so that an edit starts from the latest prices. */
export function usePriceTemplate(id: number | undefined) {
  return useQuery(priceTemplateQueryOptions(id));
}
