import {
  addPriceTemplate,
  deletePriceTemplate,
  editPriceTemplate,
  type PriceTemplate,
  type PriceTemplateInput,
} from '@pcharging/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../components/actions/use-action';
import { api } from '../../../lib/api';
import { priceKeys } from '../api/keys';

export interface EditInput {
  template: PriceTemplate;
  input: PriceTemplateInput;
}

interface FormCallbacks {
  onSuccess: (saved: PriceTemplate) => void;
  onError: (error: unknown) => boolean;
}

function useRefreshTemplates() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: priceKeys.all });
}

export function useAddPriceTemplate({ onSuccess, onError }: FormCallbacks) {
  const refresh = useRefreshTemplates();
  return useAction<PriceTemplateInput, PriceTemplate>({
    kind: 'add',
    run: (input) => addPriceTemplate(api, input),
    onSuccess: async (saved) => {
      onSuccess(saved);
      await refresh();
    },
    onError,
  });
}

/** Saving a template reprices every station that uses it, so the confirmation says so and counts them. */
export function useEditPriceTemplate({ onSuccess, onError }: FormCallbacks) {
  const { t } = useTranslation();
  const refresh = useRefreshTemplates();
  return useAction<EditInput, PriceTemplate>({
    kind: 'update',
    confirmContent: ({ template }) => t('price.edit.warning', { stations: template.stations }),
    run: ({ template, input }) => editPriceTemplate(api, template.id, input),
    successText: (saved) => t('price.edit.done', { stations: saved.affected_stations ?? saved.stations }),
    onSuccess: async (saved) => {
      onSuccess(saved);
      await refresh();
    },
    onError,
  });
}

export function useDeletePriceTemplate() {
  const { t } = useTranslation();
  const refresh = useRefreshTemplates();
  return useAction<PriceTemplate, null>({
    kind: 'delete',
    confirmContent: (template) => t('price.delete.confirm', { name: template.name }),
    run: (template) => deletePriceTemplate(api, template.id),
    onSuccess: refresh,
  });
}
