import { addStation, editStation, type StationInput, submitStation } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { stationChanged } from './station-changed';

/** Adds the station (`stationId` undefined) or stores the changes of an existing one. */
const storeStation = (stationId: number | undefined, input: StationInput) =>
  stationId === undefined ? addStation(api, input) : editStation(api, { ...input, id: stationId });

/** Temporary store (a draft stays a draft), or the changes of a live station. */
export const storeStationMutationOptions = (stationId: number | undefined) =>
  mutationOptions({ mutationFn: (input: StationInput) => storeStation(stationId, input), ...stationChanged });

/** Stored, then sent for review. */
export const storeAndSubmitStationMutationOptions = (stationId: number | undefined) =>
  mutationOptions({
    mutationFn: async (input: StationInput) => submitStation(api, { id: (await storeStation(stationId, input)).id }),
    ...stationChanged,
  });
