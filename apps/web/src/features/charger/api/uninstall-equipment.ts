import { uninstallEquipment } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { inventoryChanged } from './charger-changed';

export const uninstallEquipmentMutationOptions = () =>
  mutationOptions({ mutationFn: (id: number) => uninstallEquipment(api, { id }), meta: inventoryChanged });
