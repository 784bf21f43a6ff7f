import { ErrorCode } from '@pcharging/api-client/wire';
import { findAdjustmentRequest } from '../../data/journal/adjustment-request-queries';
import { decideAdjustmentRequest, insertAdjustmentRequest } from '../../data/journal/adjustment-request-writes';
import { customerBalance } from '../../data/journal/journal-writes';
import { BusinessError, found, notFound } from '../../lib/errors';
import type { Domain } from '../domain';
import { type BalanceAdjustment, writeAdjustmentEntry } from './balance-adjustments';
import { positiveCents } from './refunds';

/** An adjustment above its requester's ceiling, put in the list for a second person; nothing moves yet. */
export function requestAdjustment(domain: Domain, adjustment: BalanceAdjustment, requesterId: number): number {
  const cents = positiveCents(domain, 'amount', adjustment.amount);
  if (customerBalance(domain.db, adjustment.customerId) === undefined) throw notFound();
  return insertAdjustmentRequest(domain.db, {
    customerId: adjustment.customerId,
    direction: adjustment.direction,
    amountCents: cents,
    reason: adjustment.reason.trim(),
    requestedBy: requesterId,
    at: domain.clock.now(),
  });
}

function waitingRequest(domain: Domain, id: number, deciderId: number) {
  const request = found(findAdjustmentRequest(domain.db, id));
  if (request.status !== 'waiting') throw new BusinessError(ErrorCode.InvalidState, 'adjustmentRequestDecided');
  if (request.requestedById === deciderId) {
    throw new BusinessError(ErrorCode.InvalidState, 'adjustmentRequestOwn');
  }
  return request;
}

/**
 * A second person approves: the journal entry is written (a debit still never overdraws; it then stays waiting)
 * and the request marked approved, in one transaction, so two approvals at once write one entry.
 */
export function approveAdjustmentRequest(domain: Domain, id: number, deciderId: number): void {
  domain.db.transaction(() => {
    const request = waitingRequest(domain, id, deciderId);
    const entryId = writeAdjustmentEntry(domain, {
      customerId: request.customerId,
      direction: request.direction,
      cents: request.amountCents,
      reason: request.reason,
    });
    decideAdjustmentRequest(domain.db, id, {
      status: 'approved',
      decidedBy: deciderId,
      at: domain.clock.now(),
      journalEntryId: entryId,
    });
  });
}

/** A second person rejects: nothing moves, and who decided is kept. */
export function rejectAdjustmentRequest(domain: Domain, id: number, deciderId: number): void {
  domain.db.transaction(() => {
    waitingRequest(domain, id, deciderId);
    decideAdjustmentRequest(domain.db, id, {
      status: 'rejected',
      decidedBy: deciderId,
      at: domain.clock.now(),
      journalEntryId: null,
    });
  });
}
