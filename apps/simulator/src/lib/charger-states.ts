import { AuditStatus, ChargerStatus, PortStatus } from '@pcharging/api-client/enums';
import type { MessageKey } from './messages';

/** A port in one of these states belongs to a charging session that must not be cut off. */
export const SESSION_PORT_STATUSES: readonly PortStatus[] = [
  PortStatus.Preparing,
  PortStatus.Charging,
  PortStatus.Finishing,
];

/** How long a charger stays in `restarting` after a remote restart, by the simulator's clock. */
export const RESTART_DURATION_MS = 30_000;

/** Matches `maxItems` of the whitelist in the OpenAPI document. */
export const MAX_WHITELIST_CARDS = 100;

/** A charger that reports a fault still talks to the back office, so commands reach it. */
export function isConnected(status: number): boolean {
  return status === ChargerStatus.Online || status === ChargerStatus.Fault;
}

const auditStateKeys: Record<number, MessageKey> = {
  [AuditStatus.Draft]: 'chargerAuditDraft',
  [AuditStatus.UnderReview]: 'chargerAuditUnderReview',
  [AuditStatus.Rejected]: 'chargerAuditRejected',
  [AuditStatus.Approved]: 'chargerAuditApproved',
};

export function auditStateKey(auditStatus: number): MessageKey {
  return auditStateKeys[auditStatus] ?? 'chargerAuditDraft';
}
