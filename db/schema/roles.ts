import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { timestamps } from './timestamps';

export const roles = sqliteTable(
  'roles',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Comma-separated action strings, `*:*:*` for everything. */
    actionList: text('action_list').notNull(),
    status: integer('status').notNull().default(1),
    ...timestamps,
  },
  (table) => [uniqueIndex('roles_code_unique').on(table.code), uniqueIndex('roles_name_unique').on(table.name)],
);
