import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { adminUsers } from './admin-users';
import { customers } from './customers';
import { journalEntries } from './orders';

/**
 * A balance adjustment above its requester's ceiling, waiting for a second person holding `money:adjust:approve`:
 * approved, it becomes a journal entry (adjustment); rejected, it stays here with who decided. Money in cents.
 */
export const adjustmentRequests = sqliteTable(
  'adjustment_requests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    direction: text('direction', { enum: ['credit', 'debit'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => adminUsers.id),
    requestedAt: integer('requested_at').notNull(),
    status: text('status', { enum: ['waiting', 'approved', 'rejected'] })
      .notNull()
      .default('waiting'),
    decidedBy: integer('decided_by').references(() => adminUsers.id),
    decidedAt: integer('decided_at'),
    journalEntryId: integer('journal_entry_id').references(() => journalEntries.id),
  },
  (table) => [
    index('adjustment_requests_status_requested_idx').on(table.status, table.requestedAt),
    index('adjustment_requests_customer_idx').on(table.customerId),
    index('adjustment_requests_requested_by_idx').on(table.requestedBy),
    index('adjustment_requests_decided_by_idx').on(table.decidedBy),
    index('adjustment_requests_journal_entry_idx').on(table.journalEntryId),
  ],
);
