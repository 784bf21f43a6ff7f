import { auditStation } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { stationChanged } from './station-changed';

export interface AuditDecision {
  id: number;
  approve: boolean;
  reason?: string;
}

export const auditStationMutationOptions = () =>
  mutationOptions({
    mutationFn: ({ id, ...decision }: AuditDecision) => auditStation(api, id, decision),
    ...stationChanged,
  });
