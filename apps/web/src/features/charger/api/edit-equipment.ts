import { type ChargerInput, editEquipment } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { inventoryChanged } from './charger-changed';

export const editEquipmentMutationOptions = () =>
  mutationOptions({
    mutationFn: ({ id, input }: { id: number; input: ChargerInput }) => editEquipment(api, { ...input, id }),
    meta: inventoryChanged,
  });
