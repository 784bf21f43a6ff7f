import { type AppDatabase, tables } from '@pcharging/db';
import { and, eq } from 'drizzle-orm';

const { adjustmentRequests } = tables;

export function insertAdjustmentRequest(
  db: AppDatabase,
  request: {
    customerId: number;
    direction: 'credit' | 'debit';
    amountCents: number;
    reason: string;
    requestedBy: number;
    at: number;
  },
): number {
  const { at, ...rest } = request;
  return Number(
    db
      .insert(adjustmentRequests)
      .values({ ...rest, requestedAt: at })
      .run().lastInsertRowid,
  );
}

/** Marks a waiting request decided; false when it was no longer waiting (decided meanwhile). */
export function decideAdjustmentRequest(
  db: AppDatabase,
  id: number,
  decision: { status: 'approved' | 'rejected'; decidedBy: number; at: number; journalEntryId: number | null },
): boolean {
  const { status, decidedBy, at, journalEntryId } = decision;
  return (
    db
      .update(adjustmentRequests)
      .set({ status, decidedBy, decidedAt: at, journalEntryId })
      .where(and(eq(adjustmentRequests.id, id), eq(adjustmentRequests.status, 'waiting')))
      .run().changes === 1
  );
}
