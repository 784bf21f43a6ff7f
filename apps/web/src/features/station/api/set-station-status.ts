import { type StationStatus, setStationStatus } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { stationChanged } from './station-changed';

type LiveStatus = typeof StationStatus.Operating | typeof StationStatus.Suspended;

/** Enables (operating) or disables (suspended) a live station. */
export const setStationStatusMutationOptions = (status: LiveStatus) =>
  mutationOptions({ mutationFn: (id: number) => setStationStatus(api, { id, status }), ...stationChanged });
