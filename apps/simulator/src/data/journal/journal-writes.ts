import type { JournalType } from '@pcharging/api-client/enums';
import { type AppDatabase, tables } from '@pcharging/db';
import { recordNumber } from '@pcharging/validation';
import { eq, sql } from 'drizzle-orm';

const { customers, journalEntries } = tables;

type Writer = Pick<AppDatabase, 'select' | 'insert' | 'update'>;

export interface NewJournalEntry {
  customerId: number;
  type: JournalType;
  /** Positive when money comes into the balance. */
  amountCents: number;
  orderId: number | null;
  remark: string;
  at: number;
  /** The network's day of `at`, YYYY-MM-DD: the entry number carries it. */
  day: string;
}

export function customerBalance(db: Pick<AppDatabase, 'select'>, customerId: number): number | undefined {
  return db.select({ balance: customers.balanceCents }).from(customers).where(eq(customers.id, customerId)).get()
    ?.balance;
}

/**
 * Moves a customer's balance by the entry's amount and records the entry with the balance after it; the caller
 * holds the transaction, so the balance read and the one written cannot be told apart by anyone else.
 */
export function appendJournalEntry(tx: Writer, entry: NewJournalEntry): number {
  const balanceAfter = (customerBalance(tx, entry.customerId) ?? 0) + entry.amountCents;
  const next = tx
    .select({ id: sql<number>`coalesce(max(${journalEntries.id}), 0) + 1` })
    .from(journalEntries)
    .get();
  const id = next?.id ?? 1;
  tx.insert(journalEntries)
    .values({
      id,
      entryNo: recordNumber('journal', entry.day.replaceAll('-', ''), id),
      customerId: entry.customerId,
      type: entry.type,
      amountCents: entry.amountCents,
      balanceAfterCents: balanceAfter,
      orderId: entry.orderId,
      remark: entry.remark,
      createdAt: entry.at,
    })
    .run();
  tx.update(customers)
    .set({ balanceCents: balanceAfter, updatedAt: entry.at })
    .where(eq(customers.id, entry.customerId))
    .run();
  return id;
}
