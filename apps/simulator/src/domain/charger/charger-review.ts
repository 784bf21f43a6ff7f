import { AuditStatus, ChargerStatus } from '@pcharging/api-client/enums';
import { ErrorCode } from '@pcharging/api-client/wire';
import { hasSessionInProgress } from '../../data/charger/charger-queries';
import { connectApprovedCharger, patchCharger } from '../../data/charger/charger-writes';
import { BusinessError } from '../../lib/errors';
import type { Domain } from '../domain';
import type { ReviewDecision } from '../review-decision';
import { auditStateError, deleteChargerWithoutHistory } from './charger-edits';
import { chargerOrThrow } from './charger-record';

/** A draft (or a rejected charger, corrected) installed at a station goes to review. */
export function submitCharger(domain: Domain, id: number): void {
  const { charger } = chargerOrThrow(domain, id);
  if (charger.auditStatus !== AuditStatus.Draft && charger.auditStatus !== AuditStatus.Rejected) {
    throw auditStateError(domain.locale, charger.auditStatus);
  }
  if (charger.stationId === null) throw new BusinessError(ErrorCode.InvalidState, 'notInstalled');
  const now = domain.clock.now();
  patchCharger(domain.db, id, { auditStatus: AuditStatus.UnderReview, submittedAt: now, updatedAt: now });
}

/**
 * A reviewer rejects with a reason, or approves: the simulated device connects at once (online, its ports
 * available) and the living network takes it in.
 */
export function reviewCharger(domain: Domain, id: number, decision: ReviewDecision): void {
  const { charger } = chargerOrThrow(domain, id);
  if (charger.auditStatus !== AuditStatus.UnderReview) throw auditStateError(domain.locale, charger.auditStatus);
  const reason = decision.reason.trim();
  if (!decision.approve && !reason) throw new BusinessError(ErrorCode.InvalidInput, 'reasonRequired');
  const now = domain.clock.now();
  const audit = { auditedAt: now, auditedBy: decision.reviewerId, updatedAt: now };
  if (!decision.approve) {
    patchCharger(domain.db, id, { auditStatus: AuditStatus.Rejected, auditReason: reason, ...audit });
    return;
  }
  connectApprovedCharger(domain.db, id, {
    auditStatus: AuditStatus.Approved,
    auditReason: '',
    status: ChargerStatus.Online,
    lastHeartbeatAt: now,
    ...audit,
  });
  domain.network.reload();
}

/** Not while it charges someone, and not once it has charged (money history stays). */
export function deleteCharger(domain: Domain, id: number): void {
  chargerOrThrow(domain, id);
  if (hasSessionInProgress(domain.db, id)) throw new BusinessError(ErrorCode.InvalidState, 'chargerBusy');
  deleteChargerWithoutHistory(domain, id);
  domain.network.reload();
}
