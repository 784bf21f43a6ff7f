import { addPriceTemplate, type PriceTemplateInput } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { priceKeys } from './keys';

export const addPriceTemplateMutationOptions = () =>
  mutationOptions({
    mutationFn: (input: PriceTemplateInput) => addPriceTemplate(api, input),
    meta: { invalidates: [priceKeys.all] },
  });
