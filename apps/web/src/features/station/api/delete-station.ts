import { deleteStation } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { stationKeys } from './keys';

export const deleteStationMutationOptions = () =>
  mutationOptions({ mutationFn: (id: number) => deleteStation(api, { id }), meta: { invalidates: [stationKeys.all] } });
