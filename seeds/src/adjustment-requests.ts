import { type AppDatabase, tables } from '@pcharging/db';
import { eq } from 'drizzle-orm';

/**
 * Two credits finance asked for above its ceiling, waiting for a second person: the approvals list has something to
 * show, and the document's examples (approve #1, reject #2) work on a fresh demo network.
 */
export function seedAdjustmentRequests(db: AppDatabase, now: number): void {
  const finance = db
    .select({ id: tables.adminUsers.id })
    .from(tables.adminUsers)
    .where(eq(tables.adminUsers.username, 'finance'))
    .get();
  const customers = db
    .select({ id: tables.customers.id })
    .from(tables.customers)
    .orderBy(tables.customers.id)
    .limit(2)
    .all();
  if (!finance || customers.length < 2) return;
  const [first, second] = customers;
  db.insert(tables.adjustmentRequests)
    .values([
      {
        customerId: first?.id ?? 0,
        direction: 'credit',
        amountCents: 150_000,
        reason: 'Fleet contract settlement, March',
        requestedBy: finance.id,
        requestedAt: now - 3 * 3600_000,
      },
      {
        customerId: second?.id ?? 0,
        direction: 'credit',
        amountCents: 250_000,
        reason: 'Goodwill after a week-long station outage',
        requestedBy: finance.id,
        requestedAt: now - 3600_000,
      },
    ])
    .run();
}
