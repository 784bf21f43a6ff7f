import { restartPile } from '@pcharging/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chargerKeys } from './keys';
import { refreshCharger } from './refresh-charger';

export function useRestartPile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => restartPile(api, id),
    meta: { silentError: true },
    // The answer already says 'restarting'; fetching again shows whatever the charger reports since.
    onSuccess: async (charger) => {
      await refreshCharger(queryClient, charger);
      await queryClient.invalidateQueries({ queryKey: chargerKeys.detail(charger.id) });
    },
  });
}
