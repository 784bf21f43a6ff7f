import { submitPile } from '@pcharging/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { refreshCharger } from './refresh-charger';

/** Submits a draft, or resubmits a rejected charger, for review. */
export function useSubmitPile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => submitPile(api, id),
    meta: { silentError: true },
    onSuccess: (charger) => refreshCharger(queryClient, charger),
  });
}
