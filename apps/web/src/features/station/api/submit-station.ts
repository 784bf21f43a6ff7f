import { submitStation } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { stationChanged } from './station-changed';

export const submitStationMutationOptions = () =>
  mutationOptions({ mutationFn: (id: number) => submitStation(api, { id }), ...stationChanged });
