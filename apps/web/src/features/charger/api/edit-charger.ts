import { type ChargerInput, editPile } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chargerChanged } from './charger-changed';

export const editChargerMutationOptions = () =>
  mutationOptions({
    mutationFn: ({ id, charger }: { id: number; charger: ChargerInput }) => editPile(api, { ...charger, id }),
    ...chargerChanged,
  });
