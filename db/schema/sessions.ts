import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { adminUsers } from './admin-users';

export const sessions = sqliteTable(
  'sessions',
  {
    /** sha256 of the token: a leaked database does not leak live sessions. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at').notNull(),
    lastSeenAt: integer('last_seen_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId), index('sessions_expires_idx').on(table.expiresAt)],
);
