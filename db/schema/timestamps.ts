import { integer } from 'drizzle-orm/sqlite-core';

/** Epoch milliseconds; integers keep range filters and statistics cheap. */
export const timestamps = {
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
};
