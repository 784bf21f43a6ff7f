import type { ChargerDetail } from '@pcharging/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { chargerKeys, portKeys } from './keys';

/** After a charger changed: its detail is the answer, and every list or port that shows it is stale. */
export async function refreshCharger(queryClient: QueryClient, charger: ChargerDetail): Promise<void> {
  queryClient.setQueryData(chargerKeys.detail(charger.id), charger);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: chargerKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: chargerKeys.whitelist(charger.id) }),
    queryClient.invalidateQueries({ queryKey: portKeys.all }),
  ]);
}
