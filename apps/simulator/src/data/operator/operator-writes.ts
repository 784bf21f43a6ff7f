import { type AppDatabase, tables } from '@pcharging/db';
import { deleteRow, insertRow, updateRow } from '../rows-by-id';

const { operators } = tables;

export type OperatorColumns = Partial<Omit<typeof operators.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>>;

export function insertOperator(
  db: AppDatabase,
  columns: OperatorColumns & { name: string; account: string },
  now: number,
): number {
  return insertRow(db, operators, { ...columns, createdAt: now, updatedAt: now });
}

export function updateOperator(db: AppDatabase, id: number, columns: OperatorColumns, now: number): void {
  updateRow(db, operators, id, { ...columns, updatedAt: now });
}

export function deleteOperatorRow(db: AppDatabase, id: number): void {
  deleteRow(db, operators, id);
}
