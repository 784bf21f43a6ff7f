import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

export const files = sqliteTable(
  'files',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    relPath: text('rel_path').notNull(),
    name: text('name').notNull(),
    size: integer('size').notNull(),
    mime: text('mime').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [uniqueIndex('files_rel_path_unique').on(table.relPath)],
);
