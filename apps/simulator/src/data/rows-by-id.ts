import type { AppDatabase } from '@pcharging/db';
import { type ColumnBaseConfig, eq, getTableName } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';

/** A table whose rows are known by an integer `id`. */
type TableById = SQLiteTable & {
  id: SQLiteColumn<ColumnBaseConfig<'number', string> & { data: number; notNull: true }>;
};

/** Inserts one row and answers its id. */
export function insertRow<T extends TableById>(db: AppDatabase, table: T, values: T['$inferInsert']): number {
  const [row] = db.insert(table).values(values).returning({ id: table.id }).all();
  if (!row) throw new Error(`insert into ${getTableName(table)} returned no row`);
  return row.id;
}

export function updateRow<T extends TableById>(
  db: AppDatabase,
  table: T,
  id: number,
  changes: Partial<T['$inferInsert']>,
): void {
  db.update(table).set(changes).where(eq(table.id, id)).run();
}

export function deleteRow(db: AppDatabase, table: TableById, id: number): void {
  db.delete(table).where(eq(table.id, id)).run();
}
