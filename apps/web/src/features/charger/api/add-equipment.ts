import { addEquipment, type ChargerInput } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { inventoryChanged } from './charger-changed';

export const addEquipmentMutationOptions = () =>
  mutationOptions({ mutationFn: (input: ChargerInput) => addEquipment(api, input), meta: inventoryChanged });
