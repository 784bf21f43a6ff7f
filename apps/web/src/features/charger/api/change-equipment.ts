import {
  addEquipment,
  type ChargerInput,
  deleteEquipment,
  editEquipment,
  installEquipment,
  uninstallEquipment,
} from '@pcharging/api-client';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chargerKeys, equipmentKeys } from './keys';

async function refreshInventory(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: equipmentKeys.all }),
    // Installing, editing or removing a device changes station charger lists too.
    queryClient.invalidateQueries({ queryKey: chargerKeys.all }),
  ]);
}

/** A mutation whose outcome useAction reports, refreshing the inventory after. */
function useInventoryMutation<Input, Result>(run: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    meta: { silentError: true },
    onSuccess: () => refreshInventory(queryClient),
  });
}

export const useAddEquipment = () => useInventoryMutation((input: ChargerInput) => addEquipment(api, input));

export const useEditEquipment = () =>
  useInventoryMutation(({ id, input }: { id: number; input: ChargerInput }) => editEquipment(api, id, input));

export const useDeleteEquipment = () => useInventoryMutation((id: number) => deleteEquipment(api, id));

export const useInstallEquipment = () =>
  useInventoryMutation(({ id, stationId }: { id: number; stationId: number }) => installEquipment(api, id, stationId));

export const useUninstallEquipment = () => useInventoryMutation((id: number) => uninstallEquipment(api, id));
