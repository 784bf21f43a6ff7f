import { type ChargerInput, editPile } from '@pcharging/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { refreshCharger } from './refresh-charger';

export function useEditPile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, charger }: { id: number; charger: ChargerInput }) => editPile(api, id, charger),
    meta: { silentError: true },
    onSuccess: (charger) => refreshCharger(queryClient, charger),
  });
}
