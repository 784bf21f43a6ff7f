import type { PriceTemplate, PriceTemplateInput } from '@pcharging/api-client';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../components/actions/use-action';
import { addPriceTemplateMutationOptions } from '../api/add-price-template';
import { deletePriceTemplateMutationOptions } from '../api/delete-price-template';
import { type EditInput, editPriceTemplateMutationOptions } from '../api/edit-price-template';

interface FormCallbacks {
  onSuccess: (saved: PriceTemplate) => void;
  onError: (error: unknown) => boolean;
}

export function useAddPriceTemplate({ onSuccess, onError }: FormCallbacks) {
  return useAction<PriceTemplateInput, PriceTemplate>({
    kind: 'add',
    // The dialog's Save is the confirmation: asking "Add this record?" after it would ask twice.
    confirm: false,
    mutation: addPriceTemplateMutationOptions(),
    onSuccess,
    onError,
  });
}

interface EditCallbacks extends FormCallbacks {
  /** Shown under the warning, e.g. what the new fees would have charged (it must carry a React key). */
  confirmDetail?: ReactNode;
}

/** Saving a template reprices every station that uses it, so the confirmation says so and counts them. */
export function useEditPriceTemplate({ onSuccess, onError, confirmDetail }: EditCallbacks) {
  const { t } = useTranslation();
  return useAction<EditInput, PriceTemplate>({
    kind: 'update',
    confirmContent: ({ template }) => {
      const warning = t('price.edit.warning', { stations: template.stations });
      return confirmDetail ? [warning, confirmDetail] : warning;
    },
    mutation: editPriceTemplateMutationOptions(),
    successText: (saved) => t('price.edit.done', { stations: saved.affected_stations ?? saved.stations }),
    onSuccess,
    onError,
  });
}

export function useDeletePriceTemplate() {
  const { t } = useTranslation();
  return useAction<PriceTemplate, null>({
    kind: 'delete',
    confirmContent: (template) => t('price.delete.confirm', { name: template.name }),
    mutation: deletePriceTemplateMutationOptions(),
  });
}
