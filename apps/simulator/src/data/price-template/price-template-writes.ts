import { type AppDatabase, tables } from '@pcharging/db';
import { eq } from 'drizzle-orm';

const { priceTemplates } = tables;

export type PriceTemplateColumns = Omit<typeof priceTemplates.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export function insertPriceTemplate(db: AppDatabase, columns: PriceTemplateColumns, now: number): number {
  const [row] = db
    .insert(priceTemplates)
    .values({ ...columns, createdAt: now, updatedAt: now })
    .returning({ id: priceTemplates.id })
    .all();
  if (!row) throw new Error('price template insert returned nothing');
  return row.id;
}

export function updatePriceTemplate(
  db: AppDatabase,
  id: number,
  columns: Omit<PriceTemplateColumns, 'freeParkMinutes'>,
  now: number,
): void {
  db.update(priceTemplates)
    .set({ ...columns, updatedAt: now })
    .where(eq(priceTemplates.id, id))
    .run();
}

export function deletePriceTemplateRow(db: AppDatabase, id: number): void {
  db.delete(priceTemplates).where(eq(priceTemplates.id, id)).run();
}
