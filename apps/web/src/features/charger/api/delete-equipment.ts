import { deleteEquipment } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { inventoryChanged } from './charger-changed';

export const deleteEquipmentMutationOptions = () =>
  mutationOptions({ mutationFn: (id: number) => deleteEquipment(api, { id }), meta: inventoryChanged });
