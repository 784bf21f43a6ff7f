import { installEquipment } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { inventoryChanged } from './charger-changed';

/** Installs a device from stock at a station, where it becomes a draft charger awaiting review. */
export const installEquipmentMutationOptions = () =>
  mutationOptions({
    mutationFn: ({ id, stationId }: { id: number; stationId: number }) =>
      installEquipment(api, { id, stationid: stationId }),
    meta: inventoryChanged,
  });
