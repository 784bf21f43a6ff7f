import { submitPile } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chargerChanged } from './charger-changed';

/** Submits a draft, or resubmits a rejected charger, for review. */
export const submitChargerMutationOptions = () =>
  mutationOptions({ mutationFn: (id: number) => submitPile(api, { id }), ...chargerChanged });
