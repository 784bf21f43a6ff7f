import { auditStation } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { type AuditDecision, auditParams } from '../../../lib/audit-decision';
import { stationChanged } from './station-changed';

export type { AuditDecision };

export const auditStationMutationOptions = () =>
  mutationOptions({
    mutationFn: (decision: AuditDecision) => auditStation(api, auditParams(decision)),
    ...stationChanged,
  });
