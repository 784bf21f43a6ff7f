import { type AppDatabase, tables } from '@pcharging/db';
import { desc, eq } from 'drizzle-orm';

const { outboxEmails } = tables;

/** The latest e-mails of the outbox, newest first: all, or those to one address. */
export function latestOutboxEmails(db: AppDatabase, filter: { to: string | undefined; limit: number }) {
  return db
    .select()
    .from(outboxEmails)
    .where(filter.to ? eq(outboxEmails.toAddress, filter.to) : undefined)
    .orderBy(desc(outboxEmails.id))
    .limit(filter.limit)
    .all();
}
