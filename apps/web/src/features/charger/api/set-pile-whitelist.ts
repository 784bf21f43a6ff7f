import { setPileWhitelist } from '@pcharging/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chargerKeys } from './keys';

export function useSetPileWhitelist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, cards }: { id: number; cards: string[] }) => setPileWhitelist(api, id, cards),
    meta: { silentError: true },
    onSuccess: async (whitelist) => {
      queryClient.setQueryData(chargerKeys.whitelist(whitelist.id), whitelist);
      await queryClient.invalidateQueries({ queryKey: chargerKeys.detail(whitelist.id), exact: true });
    },
  });
}
