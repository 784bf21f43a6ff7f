import type { ChargerDetail } from '@pcharging/api-client';
import type { MutationFunctionContext } from '@tanstack/react-query';
import { chargerKeys, equipmentKeys, portKeys } from './keys';

/** After a charger changed: its detail is the answer, and every list, whitelist or port that shows it is stale. */
export const chargerChanged = {
  onSuccess: (
    charger: ChargerDetail,
    _variables: unknown,
    _onMutateResult: unknown,
    context: MutationFunctionContext,
  ) => void context.client.setQueryData(chargerKeys.detail(charger.id), charger),
  meta: {
    invalidates: (charger: ChargerDetail) => [chargerKeys.lists(), chargerKeys.whitelist(charger.id), portKeys.all],
  },
};

/** Adding, editing, installing or removing a device changes the inventory and the stations' charger lists. */
export const inventoryChanged = { invalidates: [equipmentKeys.all, chargerKeys.all] };
