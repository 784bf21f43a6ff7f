import { AuditStatus, ChargerStatus, PortStatus } from '@pcharging/api-client/enums';
import { ErrorCode } from '@pcharging/api-client/wire';
import { tables } from '@pcharging/db';
import { and, eq } from 'drizzle-orm';
import { hasSessionInProgress } from '../../data/charger/charger-queries';
import { BusinessError } from '../../lib/errors';
import type { Domain } from '../domain';
import { auditStateError, deleteChargerWithoutHistory } from './charger-edits';
import { chargerOrThrow } from './charger-record';

const { piles, ports } = tables;

/** A draft (or a rejected charger, corrected) installed at a station goes to review. */
export function submitCharger(domain: Domain, id: number): void {
  const { pile } = chargerOrThrow(domain, id);
  if (pile.auditStatus !== AuditStatus.Draft && pile.auditStatus !== AuditStatus.Rejected) {
    throw auditStateError(domain.locale, pile.auditStatus);
  }
  if (pile.stationId === null) throw new BusinessError(ErrorCode.InvalidState, 'notInstalled');
  const now = domain.clock.now();
  domain.db
    .update(piles)
    .set({ auditStatus: AuditStatus.UnderReview, submittedAt: now, updatedAt: now })
    .where(eq(piles.id, id))
    .run();
}

/**
 * A reviewer rejects with a reason, or approves: the simulated device connects at once (online, its ports
 * available) and the living network takes it in.
 */
export function reviewCharger(
  domain: Domain,
  id: number,
  decision: { approve: boolean; reason: string; reviewerId: number },
): void {
  const { pile } = chargerOrThrow(domain, id);
  if (pile.auditStatus !== AuditStatus.UnderReview) throw auditStateError(domain.locale, pile.auditStatus);
  const reason = decision.reason.trim();
  if (!decision.approve && !reason) throw new BusinessError(ErrorCode.InvalidInput, 'reasonRequired');
  const now = domain.clock.now();
  const audit = { auditedAt: now, auditedBy: decision.reviewerId, updatedAt: now };
  domain.db.transaction((tx) => {
    if (!decision.approve) {
      tx.update(piles)
        .set({ auditStatus: AuditStatus.Rejected, auditReason: reason, ...audit })
        .where(eq(piles.id, id))
        .run();
      return;
    }
    tx.update(piles)
      .set({
        auditStatus: AuditStatus.Approved,
        auditReason: '',
        status: ChargerStatus.Online,
        lastHeartbeatAt: now,
        ...audit,
      })
      .where(eq(piles.id, id))
      .run();
    tx.update(ports)
      .set({ status: PortStatus.Available, updatedAt: now })
      .where(and(eq(ports.pileId, id), eq(ports.status, PortStatus.Unavailable)))
      .run();
  });
  if (decision.approve) domain.network.reload();
}

/** Not while it charges someone, and not once it has charged (money history stays). */
export function deleteCharger(domain: Domain, id: number): void {
  chargerOrThrow(domain, id);
  if (hasSessionInProgress(domain.db, id)) throw new BusinessError(ErrorCode.InvalidState, 'chargerBusy');
  deleteChargerWithoutHistory(domain.db, id);
  domain.network.reload();
}
