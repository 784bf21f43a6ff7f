import type { StationDetail } from '@pcharging/api-client';
import type { MutationFunctionContext } from '@tanstack/react-query';
import { stationKeys } from './keys';

/** After a station changed: its detail is the answer, and every station query (lists, details, options) is stale. */
export const stationChanged = {
  onSuccess: (
    station: StationDetail,
    _variables: unknown,
    _onMutateResult: unknown,
    context: MutationFunctionContext,
  ) => void context.client.setQueryData(stationKeys.detail(station.id), station),
  meta: { invalidates: [stationKeys.all] },
};
