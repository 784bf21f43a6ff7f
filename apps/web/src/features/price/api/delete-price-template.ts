import { deletePriceTemplate, type PriceTemplate } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { priceKeys } from './keys';

export const deletePriceTemplateMutationOptions = () =>
  mutationOptions({
    mutationFn: (template: PriceTemplate) => deletePriceTemplate(api, { id: template.id }),
    meta: { invalidates: [priceKeys.all] },
  });
