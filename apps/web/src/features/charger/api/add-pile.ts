import { addPile, type ChargerInput, submitPile } from '@pcharging/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { refreshCharger } from './refresh-charger';

export interface AddPileInput {
  stationId: number;
  charger: ChargerInput;
  /** Straight on to review instead of staying a draft. */
  submit: boolean;
}

/** Adds a charger as a draft (temporary store), and submits it for review when asked. */
export function useAddPile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ stationId, charger, submit }: AddPileInput) => {
      const draft = await addPile(api, stationId, charger);
      return submit ? submitPile(api, draft.id) : draft;
    },
    // useAction reports the outcome.
    meta: { silentError: true },
    onSuccess: (charger) => refreshCharger(queryClient, charger),
  });
}
