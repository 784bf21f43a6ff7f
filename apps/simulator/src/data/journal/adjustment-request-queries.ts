import { type AppDatabase, tables } from '@pcharging/db';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { PageWindow } from '../../lib/paging';
import { pageOf } from '../page';

const { adjustmentRequests, adminUsers, customers, journalEntries } = tables;
const requester = alias(adminUsers, 'requester');
const decider = alias(adminUsers, 'decider');

export type AdjustmentRequestStatus = 'waiting' | 'approved' | 'rejected';

function requestRows(db: AppDatabase) {
  return db
    .select({
      id: adjustmentRequests.id,
      customerId: adjustmentRequests.customerId,
      account: customers.account,
      direction: adjustmentRequests.direction,
      amountCents: adjustmentRequests.amountCents,
      reason: adjustmentRequests.reason,
      requestedById: adjustmentRequests.requestedBy,
      requestedBy: requester.username,
      requestedAt: adjustmentRequests.requestedAt,
      status: adjustmentRequests.status,
      decidedBy: decider.username,
      decidedAt: adjustmentRequests.decidedAt,
      entryNo: journalEntries.entryNo,
    })
    .from(adjustmentRequests)
    .innerJoin(customers, eq(customers.id, adjustmentRequests.customerId))
    .innerJoin(requester, eq(requester.id, adjustmentRequests.requestedBy))
    .leftJoin(decider, eq(decider.id, adjustmentRequests.decidedBy))
    .leftJoin(journalEntries, eq(journalEntries.id, adjustmentRequests.journalEntryId));
}

export type AdjustmentRequestRecord = NonNullable<ReturnType<typeof findAdjustmentRequest>>;

export function findAdjustmentRequest(db: AppDatabase, id: number) {
  return requestRows(db).where(eq(adjustmentRequests.id, id)).get();
}

/** Waiting requests first (oldest first: the queue), then the decided ones, newest first. */
export function listAdjustmentRequestPage(
  db: AppDatabase,
  status: AdjustmentRequestStatus | undefined,
  paging: PageWindow,
) {
  const where = status === undefined ? undefined : eq(adjustmentRequests.status, status);
  const ordered = requestRows(db)
    .where(where)
    .orderBy(
      sql`${adjustmentRequests.status} <> 'waiting'`,
      sql`case when ${adjustmentRequests.status} = 'waiting' then ${adjustmentRequests.requestedAt} end`,
      desc(adjustmentRequests.requestedAt),
      asc(adjustmentRequests.id),
    );
  return pageOf(db, ordered, paging, adjustmentRequests, where);
}
