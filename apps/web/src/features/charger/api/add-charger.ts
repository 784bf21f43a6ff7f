import { addPile, type ChargerInput, submitPile } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chargerChanged } from './charger-changed';

export interface AddChargerInput {
  stationId: number;
  charger: ChargerInput;
  /** Straight on to review instead of staying a draft. */
  submit: boolean;
}

/** Adds a charger as a draft (temporary store), and submits it for review when asked. */
export const addChargerMutationOptions = () =>
  mutationOptions({
    mutationFn: async ({ stationId, charger, submit }: AddChargerInput) => {
      const draft = await addPile(api, { ...charger, stationid: stationId });
      return submit ? submitPile(api, { id: draft.id }) : draft;
    },
    ...chargerChanged,
  });
