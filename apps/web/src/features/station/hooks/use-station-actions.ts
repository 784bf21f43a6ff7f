import {
  auditStation,
  deleteStation,
  type StationDetail,
  setStationStatus,
  submitStation,
} from '@pcharging/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '../../../components/actions/use-action';
import { api } from '../../../lib/api';
import { stationKeys } from '../api/keys';
import { StationStatus } from '../station-status';

/** Refreshes every station query (lists, details, options) after a change. */
export function useRefreshStations() {
  const queryClient = useQueryClient();
  return (station?: StationDetail) => {
    if (station) queryClient.setQueryData(stationKeys.detail(station.id), station);
    return queryClient.invalidateQueries({ queryKey: stationKeys.all });
  };
}

export function useDeleteStation(onDeleted?: () => void) {
  const refresh = useRefreshStations();
  return useAction<number, null>({
    kind: 'delete',
    run: (id) => deleteStation(api, id),
    onSuccess: async () => {
      onDeleted?.();
      await refresh();
    },
  });
}

/** Enable (operating) or disable (suspended) a live station, each with its own confirmation. */
export function useStationStatusActions() {
  const refresh = useRefreshStations();
  const enable = useAction<number, StationDetail>({
    kind: 'enable',
    run: (id) => setStationStatus(api, id, StationStatus.Operating),
    onSuccess: (station) => refresh(station),
  });
  const disable = useAction<number, StationDetail>({
    kind: 'disable',
    run: (id) => setStationStatus(api, id, StationStatus.Suspended),
    onSuccess: (station) => refresh(station),
  });
  return { enable, disable };
}

export function useSubmitStation() {
  const refresh = useRefreshStations();
  return useAction<number, StationDetail>({
    kind: 'submit',
    run: (id) => submitStation(api, id),
    onSuccess: (station) => refresh(station),
  });
}

export interface AuditDecision {
  id: number;
  approve: boolean;
  reason?: string;
}

export function useAuditStation() {
  const refresh = useRefreshStations();
  return useAction<AuditDecision, StationDetail>({
    kind: 'audit',
    run: ({ id, ...decision }) => auditStation(api, id, decision),
    onSuccess: (station) => refresh(station),
  });
}
