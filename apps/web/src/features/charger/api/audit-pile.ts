import { auditPile } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chargerChanged } from './charger-changed';

export interface AuditDecision {
  id: number;
  approve: boolean;
  reason?: string;
}

export const auditPileMutationOptions = () =>
  mutationOptions({
    mutationFn: ({ id, approve, reason }: AuditDecision) =>
      auditPile(api, id, reason === undefined ? { approve } : { approve, reason }),
    ...chargerChanged,
  });
