import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** E-mails the backend would send (card bind/unbind notices, account consent requests). */
export const outboxEmails = sqliteTable(
  'outbox_emails',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    toAddress: text('to_address').notNull(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [
    index('outbox_emails_created_idx').on(table.createdAt),
    index('outbox_emails_to_idx').on(table.toAddress),
  ],
);
