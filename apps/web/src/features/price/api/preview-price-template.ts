import { type PriceTemplateInput, previewPriceTemplate } from '@pcharging/api-client';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { priceKeys } from './keys';

/** What the proposed fees would have made of the last 30 days at the stations using the template; changes nothing. */
export const priceTemplatePreviewQueryOptions = (id: number, input: PriceTemplateInput | undefined) =>
  queryOptions({
    queryKey: priceKeys.preview(id, input),
    queryFn: input === undefined ? skipToken : () => previewPriceTemplate(api, { ...input, id }),
    // The preview shows its own failure with a retry; a toast on top would say it twice.
    meta: { silentError: true },
  });

export function usePriceTemplatePreview(id: number, input: PriceTemplateInput | undefined) {
  return useQuery(priceTemplatePreviewQueryOptions(id, input));
}
