import { deleteStation } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { stationKeys } from './keys';

/** A station to delete, with the name its confirmation says. */
export interface StationToDelete {
  id: number;
  name: string;
}

export const deleteStationMutationOptions = () =>
  mutationOptions({
    mutationFn: ({ id }: StationToDelete) => deleteStation(api, { id }),
    meta: { invalidates: [stationKeys.all] },
  });
