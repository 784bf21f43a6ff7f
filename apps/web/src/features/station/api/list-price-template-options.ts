import { listPriceTemplateOptions } from '@pcharging/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { stationKeys } from './keys';

export const priceTemplateOptionsQueryOptions = () =>
  queryOptions({
    queryKey: stationKeys.priceTemplateOptions(),
    queryFn: async () => {
      const templates = await listPriceTemplateOptions(api);
      return templates.map((template) => ({ value: template.id, label: template.name }));
    },
  });

export function usePriceTemplateOptions(enabled: boolean) {
  return useQuery({ ...priceTemplateOptionsQueryOptions(), enabled });
}
