import type { MessageKey } from '../../lib/messages';

/** pile_status codes, as the pile_status dictionary names them. */
export const PileStatus = { Offline: 0, Online: 1, Fault: 2, Restarting: 3 } as const;

/** Onboarding of a charger: only approved chargers are live. */
export const PileAudit = { Draft: 0, UnderReview: 1, Rejected: 2, Approved: 3 } as const;

/** port_status codes, as the port_status dictionary names them. */
export const PortStatus = {
  Unavailable: 0,
  Available: 1,
  Preparing: 2,
  Charging: 3,
  Finishing: 4,
  Faulted: 5,
} as const;

/** A port in one of these states belongs to a charging session that must not be cut off. */
export const SESSION_PORT_STATUSES: readonly number[] = [
  PortStatus.Preparing,
  PortStatus.Charging,
  PortStatus.Finishing,
];

export const ChargerType = { AC: 1, DC: 2 } as const;

/** How long a charger stays in `restarting` after a remote restart, by the simulator's clock. */
export const RESTART_DURATION_MS = 30_000;

/** Matches `maxItems` of the whitelist in the OpenAPI document. */
export const MAX_WHITELIST_CARDS = 100;

/** A charger that reports a fault still talks to the back office, so commands reach it. */
export function isConnected(status: number): boolean {
  return status === PileStatus.Online || status === PileStatus.Fault;
}

const auditStateKeys: Record<number, MessageKey> = {
  [PileAudit.Draft]: 'pileAuditDraft',
  [PileAudit.UnderReview]: 'pileAuditUnderReview',
  [PileAudit.Rejected]: 'pileAuditRejected',
  [PileAudit.Approved]: 'pileAuditApproved',
};

export function auditStateKey(auditStatus: number): MessageKey {
  return auditStateKeys[auditStatus] ?? 'pileAuditDraft';
}
