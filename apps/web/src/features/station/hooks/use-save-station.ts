import type { StationDetail, StationInput } from '@pcharging/api-client';
import type { FormInstance } from 'antd';
import { type Action, useAction } from '../../../components/actions/use-action';
import { applyFieldErrors } from '../../../components/ui/form-errors';
import { storeAndSubmitStationMutationOptions, storeStationMutationOptions } from '../api/store-station';
import { type StationFormValues, toStationInput } from '../station-form';

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
  const common = {
    onSuccess: onSaved,
    onError: (error: unknown) => applyFieldErrors(form, error),
  };
  const store = storeStationMutationOptions(stationId);
  const temporaryStore = useAction<StationInput, StationDetail>({ kind: 'temporaryStore', mutation: store, ...common });
  const submit = useAction<StationInput, StationDetail>({
    kind: 'submit',
    mutation: storeAndSubmitStationMutationOptions(stationId),
    ...common,
  });
  const update = useAction<StationInput, StationDetail>({
    kind: stationId === undefined ? 'add' : 'update',
    mutation: store,
    ...common,
  });
  /** Each way takes the form's checked values. */
  const fromForm = (action: Action<StationInput>) => ({
    pending: action.pending,
    trigger: (values: StationFormValues) => action.trigger(toStationInput(values)),
  });
  return { temporaryStore: fromForm(temporaryStore), submit: fromForm(submit), update: fromForm(update) };
}
