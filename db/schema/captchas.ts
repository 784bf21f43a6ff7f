import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const captchas = sqliteTable(
  'captchas',
  {
    /** The value of the client's `pcaptcha` cookie. */
    id: text('id').primaryKey(),
    answer: text('answer').notNull(),
    expiresAt: integer('expires_at').notNull(),
  },
  (table) => [index('captchas_expires_idx').on(table.expiresAt)],
);
