import { addStation, editStation, type StationDetail, submitStation } from '@pcharging/api-client';
import type { FormInstance } from 'antd';
import { useAction } from '../../../components/actions/use-action';
import { applyFieldErrors } from '../../../components/ui/form-errors';
import { api } from '../../../lib/api';
import { type StationFormValues, toStationInput } from '../station-form';
import { useRefreshStations } from './use-station-actions';

export interface SaveStationOptions {
  form: FormInstance<StationFormValues>;
  /** The station being edited; none for a new one. */
  stationId?: number;
  onSaved: (station: StationDetail) => void;
}

/**
 * The ways a station's form is saved: temporary store (a draft stays a draft), submit (stored, then sent for
 * review) and update (a live station's changes). Problems with fields show beside them.
 */
export function useSaveStation({ form, stationId, onSaved }: SaveStationOptions) {
  const refresh = useRefreshStations();
  const store = (values: StationFormValues) => {
    const input = toStationInput(values);
    return stationId === undefined ? addStation(api, input) : editStation(api, stationId, input);
  };
  const common = {
    onSuccess: async (station: StationDetail) => {
      onSaved(station);
      await refresh(station);
    },
    onError: (error: unknown) => applyFieldErrors(form, error),
  };
  const temporaryStore = useAction<StationFormValues, StationDetail>({
    kind: 'temporaryStore',
    run: store,
    ...common,
  });
  const submit = useAction<StationFormValues, StationDetail>({
    kind: 'submit',
    run: async (values) => {
      const stored = await store(values);
      return submitStation(api, stored.id);
    },
    ...common,
  });
  const update = useAction<StationFormValues, StationDetail>({
    kind: stationId === undefined ? 'add' : 'update',
    run: store,
    ...common,
  });
  return { temporaryStore, submit, update };
}
