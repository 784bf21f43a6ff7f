/** A reviewer's decision on a station or a charger submitted for review. */
export interface AuditDecision {
  id: number;
  approve: boolean;
  reason?: string;
}

/** The decision as the wire takes it: approve as 1 or 0, and a reason only when one was given. */
export function auditParams({ id, approve, reason }: AuditDecision) {
  return { id, approve: approve ? (1 as const) : (0 as const), ...(reason ? { reason } : {}) };
}
