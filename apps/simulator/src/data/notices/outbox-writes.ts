import { type AppDatabase, tables } from '@pcharging/db';

export interface OutboxEmail {
  toAddress: string;
  kind: string;
  subject: string;
  body: string;
  createdAt: number;
}

/** An e-mail the network sends, kept in the outbox (nothing leaves the simulator). */
export function insertOutboxEmail(db: AppDatabase, email: OutboxEmail): void {
  db.insert(tables.outboxEmails).values(email).run();
}
