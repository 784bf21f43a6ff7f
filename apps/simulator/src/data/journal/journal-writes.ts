import type { JournalType } from '@pcharging/api-client/enums';
import type { AppDatabase } from '@pcharging/db';
import { recordNumber } from '@pcharging/validation';
import { statementsPerDatabase } from '../prepared';

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

const statements = statementsPerDatabase((sqlite) => ({
  balance: sqlite.prepare<[number], number>('select balance_cents from customers where id = ?').pluck(),
  nextId: sqlite.prepare<[], number>('select coalesce(max(id), 0) + 1 from journal_entries').pluck(),
  insert: sqlite.prepare<[number, string, number, number, number, number, number | null, string, number]>(
    `insert into journal_entries (id, entry_no, customer_id, type, amount_cents, balance_after_cents, order_id, remark,
       created_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ),
  setBalance: sqlite.prepare<[number, number, number]>(
    'update customers set balance_cents = ?, updated_at = ? where id = ?',
  ),
}));

/** A customer's balance in cents, or undefined for no such customer. */
export const customerBalance = (db: AppDatabase, customerId: number): number | undefined =>
  statements(db).balance.get(customerId);

/**
 * The one way money moves on a balance: the entry is recorded with the balance after it and the customer's balance
 * set to that. The caller holds the transaction, so the balance read and the one written cannot be told apart by
 * anyone else. Returns the entry's id.
 */
export function appendJournalEntry(db: AppDatabase, entry: NewJournalEntry): number {
  const { balance, nextId, insert, setBalance } = statements(db);
  const balanceAfter = (balance.get(entry.customerId) ?? 0) + entry.amountCents;
  const id = nextId.get() ?? 1;
  const entryNo = recordNumber('journal', entry.day.replaceAll('-', ''), id);
  insert.run(
    id,
    entryNo,
    entry.customerId,
    entry.type,
    entry.amountCents,
    balanceAfter,
    entry.orderId,
    entry.remark,
    entry.at,
  );
  setBalance.run(balanceAfter, entry.at, entry.customerId);
  return id;
}
