import { deletePile } from '@pcharging/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chargerKeys } from './keys';

export function useDeletePile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deletePile(api, id),
    meta: { silentError: true },
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: chargerKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: chargerKeys.lists() });
    },
  });
}
