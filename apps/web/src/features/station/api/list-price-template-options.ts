import { listPriceTemplateOptions, listPriceTemplates, type PriceTemplate } from '@pcharging/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { stationKeys } from './keys';

/** The largest page the API serves; networks hold a handful of templates, and any beyond it keep their name alone. */
const FEES_PAGE = { page: 1, size: 100 };

export interface PriceTemplateChoice {
  id: number;
  name: string;
  fees: Pick<PriceTemplate, 'electfee' | 'servicefee' | 'parkfee'> | undefined;
}

/** Every template to choose from, with its fees so that the choice can be made on price. */
export const priceTemplateOptionsQueryOptions = () =>
  queryOptions({
    queryKey: stationKeys.priceTemplateOptions(),
    queryFn: async (): Promise<PriceTemplateChoice[]> => {
      const [templates, page] = await Promise.all([
        listPriceTemplateOptions(api),
        listPriceTemplates(api, {}, FEES_PAGE),
      ]);
      const fees = new Map(page.items.map((template) => [template.id, template]));
      return templates.map(({ id, name }) => ({ id, name, fees: fees.get(id) }));
    },
  });

export function usePriceTemplateOptions(enabled: boolean) {
  return useQuery({ ...priceTemplateOptionsQueryOptions(), enabled });
}
