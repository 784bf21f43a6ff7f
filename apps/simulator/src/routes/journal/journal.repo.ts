import { type AppDatabase, tables } from '@pcharging/db';
import { eq } from 'drizzle-orm';
import type { PageWindow } from '../../lib/paging';
import { COUNT_CAP } from '../../lib/paging';
import { NO_MATCH_ID } from '../customer/customer.repo';
import { type JournalFilters, type JournalRecord, journalCountQuery, journalPageQuery } from './journal-query';

const { orders } = tables;

export function orderIdOfNumber(db: AppDatabase, orderNo: string): number {
  const row = db.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, orderNo)).get();
  return row?.id ?? NO_MATCH_ID;
}

/** Matching entries counted up to `cap`, and whether more match. */
export function countJournalEntries(db: AppDatabase, filters: JournalFilters, cap = COUNT_CAP) {
  const n = db.get<{ n: number }>(journalCountQuery(filters, cap))?.n ?? 0;
  return { total: Math.min(n, cap), capped: n > cap };
}

export function listJournalPage(db: AppDatabase, filters: JournalFilters, window: PageWindow) {
  const count = countJournalEntries(db, filters);
  const items = db.all<JournalRecord>(journalPageQuery(filters, window));
  return { items, total: count.total, totalCapped: count.capped };
}

/** Every matching entry, newest first, or undefined when more than `cap` match. */
export function exportJournalRecords(db: AppDatabase, filters: JournalFilters, cap: number) {
  if (countJournalEntries(db, filters, cap).capped) return undefined;
  return db.all<JournalRecord>(journalPageQuery(filters, { limit: cap, offset: 0 }));
}

/** The entries of one order, oldest first (an order has a payment, and perhaps a refund). */
export function journalOfOrder(db: AppDatabase, orderId: number) {
  return db.all<JournalRecord>(journalPageQuery({ orderId }, { limit: 100, offset: 0 }, 'asc'));
}
