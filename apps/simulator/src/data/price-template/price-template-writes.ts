import { type AppDatabase, tables } from '@pcharging/db';
import { deleteRow, insertRow, updateRow } from '../rows-by-id';

const { priceTemplates } = tables;

export type PriceTemplateColumns = Omit<typeof priceTemplates.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export function insertPriceTemplate(db: AppDatabase, columns: PriceTemplateColumns, now: number): number {
  return insertRow(db, priceTemplates, { ...columns, createdAt: now, updatedAt: now });
}

export function updatePriceTemplate(
  db: AppDatabase,
  id: number,
  columns: Omit<PriceTemplateColumns, 'freeParkMinutes'>,
  now: number,
): void {
  updateRow(db, priceTemplates, id, { ...columns, updatedAt: now });
}

export function deletePriceTemplateRow(db: AppDatabase, id: number): void {
  deleteRow(db, priceTemplates, id);
}
