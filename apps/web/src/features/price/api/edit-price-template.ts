import { editPriceTemplate, type PriceTemplate, type PriceTemplateInput } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { priceKeys } from './keys';

export interface EditInput {
  template: PriceTemplate;
  input: PriceTemplateInput;
}

/** Saving a template reprices every station that uses it. */
export const editPriceTemplateMutationOptions = () =>
  mutationOptions({
    mutationFn: ({ template, input }: EditInput) => editPriceTemplate(api, { ...input, id: template.id }),
    meta: { invalidates: [priceKeys.all] },
  });
