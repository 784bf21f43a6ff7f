import type { StationDetail } from '@pcharging/api-client';
import { StationStatus } from '@pcharging/api-client';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../components/actions/use-action';
import { type AuditDecision, auditStationMutationOptions } from '../api/audit-station';
import { deleteStationMutationOptions, type StationToDelete } from '../api/delete-station';
import { setStationStatusMutationOptions } from '../api/set-station-status';
import { submitStationMutationOptions } from '../api/submit-station';

/** Deletes a station after a confirmation that names it ('Delete station Laval Transit Hub?'). */
export function useDeleteStation(onDeleted?: () => void) {
  const { t } = useTranslation();
  return useAction<StationToDelete, null>({
    kind: 'delete',
    mutation: deleteStationMutationOptions(),
    confirmContent: ({ name }) => t('station.action.deleteConfirm', { name }),
    onSuccess: () => onDeleted?.(),
  });
}

/** Enable (operating) or disable (suspended) a live station, each with its own confirmation. */
export function useStationStatusActions() {
  const enable = useAction<number, StationDetail>({
    kind: 'enable',
    mutation: setStationStatusMutationOptions(StationStatus.Operating),
  });
  const disable = useAction<number, StationDetail>({
    kind: 'disable',
    mutation: setStationStatusMutationOptions(StationStatus.Suspended),
  });
  return { enable, disable };
}

export function useSubmitStation() {
  return useAction<number, StationDetail>({ kind: 'submit', mutation: submitStationMutationOptions() });
}

export function useAuditStation() {
  return useAction<AuditDecision, StationDetail>({ kind: 'audit', mutation: auditStationMutationOptions() });
}
