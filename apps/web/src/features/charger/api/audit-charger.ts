import { auditPile } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { type AuditDecision, auditParams } from '../../../lib/audit-decision';
import { chargerChanged } from './charger-changed';

export type { AuditDecision };

export const auditChargerMutationOptions = () =>
  mutationOptions({
    mutationFn: (decision: AuditDecision) => auditPile(api, auditParams(decision)),
    ...chargerChanged,
  });
