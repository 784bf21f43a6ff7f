import { blob, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

export const files = sqliteTable(
  'files',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    relPath: text('rel_path').notNull(),
    name: text('name').notNull(),
    size: integer('size').notNull(),
    mime: text('mime').notNull(),
    /** The stored bytes; null for seeded rows that only describe a file kept elsewhere. */
    content: blob('content', { mode: 'buffer' }),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [uniqueIndex('files_rel_path_unique').on(table.relPath)],
);
