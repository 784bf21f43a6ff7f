import { type AppDatabase, tables } from '@pcharging/db';
import { eq } from 'drizzle-orm';
import type { PageWindow } from '../../lib/paging';
import { COUNT_CAP } from '../../lib/paging';
import { cappedCountStatements, runCappedCount } from '../capped-count';
import { NO_MATCH_ID } from '../customer/customer-queries';
import { preparedPerDatabase, preparedPerShape, presentKeys, rawStatement } from '../prepared';
import {
  type JournalFilters,
  type JournalRecord,
  type JournalTotalsRecord,
  journalCountQuery,
  journalEntriesByIdsQuery,
  journalIdsQuery,
  journalPageQuery,
  journalTotalsQuery,
} from './journal-sql';

const { orders } = tables;

export function orderIdOfNumber(db: AppDatabase, orderNo: string): number {
  const row = db.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, orderNo)).get();
  return row?.id ?? NO_MATCH_ID;
}

const journalTotalsStatement = preparedPerShape(presentKeys, (db, filters: JournalFilters) =>
  rawStatement<JournalTotalsRecord>(db, journalTotalsQuery(filters)),
);

/** The count and sums by type of every entry the filters match. */
export function journalTotals(db: AppDatabase, filters: JournalFilters): JournalTotalsRecord {
  return (
    journalTotalsStatement(db, filters).get({ ...filters }) ?? {
      entries: 0,
      topUpsCents: 0,
      paymentsCents: 0,
      refundsCents: 0,
      adjustmentsCents: 0,
      netCents: 0,
    }
  );
}

const journalCountStatements = preparedPerShape(presentKeys, (db, filters: JournalFilters) =>
  cappedCountStatements(db, journalCountQuery(filters)),
);

const journalPageStatement = preparedPerShape(
  ({ filters, order }: { filters: JournalFilters; order: 'asc' | 'desc' }) => `${presentKeys(filters)} ${order}`,
  (db, { filters, order }) => rawStatement<JournalRecord>(db, journalPageQuery(filters, order)),
);

function journalPage(db: AppDatabase, filters: JournalFilters, window: PageWindow, order: 'asc' | 'desc' = 'desc') {
  return journalPageStatement(db, { filters, order }).all({ ...filters, ...window });
}

export function countJournalEntries(db: AppDatabase, filters: JournalFilters, cap = COUNT_CAP) {
  return runCappedCount(journalCountStatements(db, filters), { ...filters }, cap);
}

export function listJournalPage(db: AppDatabase, filters: JournalFilters, window: PageWindow) {
  const count = countJournalEntries(db, filters);
  const items = journalPage(db, filters, window);
  return { items, total: count.total, totalCapped: count.capped };
}

const journalIdsStatement = preparedPerShape(presentKeys, (db, filters: JournalFilters) =>
  rawStatement<{ id: number }>(db, journalIdsQuery(filters)),
);

const journalEntriesByIdsStatement = preparedPerDatabase((db) =>
  rawStatement<JournalRecord>(db, journalEntriesByIdsQuery),
);

/** The ids of one window of the matching entries, newest first. */
export function journalIdsPage(db: AppDatabase, filters: JournalFilters, window: PageWindow): number[] {
  return journalIdsStatement(db, filters)
    .all({ ...filters, ...window })
    .map((row) => row.id);
}

/** The entries of these ids, in their order. */
export function journalEntriesByIds(db: AppDatabase, ids: readonly number[]): JournalRecord[] {
  return journalEntriesByIdsStatement(db).all({ ids: JSON.stringify(ids) });
}

export function recentJournalOfCustomer(db: AppDatabase, customerId: number, count = 20) {
  return journalPage(db, { customerId }, { limit: count, offset: 0 });
}

/** The entries of one order, oldest first (an order has a payment, and perhaps a refund). */
export function journalOfOrder(db: AppDatabase, orderId: number) {
  return journalPage(db, { orderId }, { limit: 100, offset: 0 }, 'asc');
}
