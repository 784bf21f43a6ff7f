import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** Consecutive failed sign-ins per account name, known or not, so throttling reveals nothing. */
export const loginAttempts = sqliteTable('login_attempts', {
  account: text('account').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: integer('locked_until'),
  updatedAt: integer('updated_at').notNull(),
});
