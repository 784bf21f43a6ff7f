import { auditPile } from '@pcharging/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { refreshCharger } from './refresh-charger';

export interface AuditDecision {
  id: number;
  approve: boolean;
  reason?: string;
}

export function useAuditPile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve, reason }: AuditDecision) =>
      auditPile(api, id, reason === undefined ? { approve } : { approve, reason }),
    meta: { silentError: true },
    onSuccess: (charger) => refreshCharger(queryClient, charger),
  });
}
