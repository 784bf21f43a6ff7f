import { type AppDatabase, tables } from '@pcharging/db';
import { eq } from 'drizzle-orm';

const { operators } = tables;

export type OperatorColumns = Partial<Omit<typeof operators.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>>;

export function insertOperator(
  db: AppDatabase,
  columns: OperatorColumns & { name: string; account: string },
  now: number,
): number {
  const [row] = db
    .insert(operators)
    .values({ ...columns, createdAt: now, updatedAt: now })
    .returning({ id: operators.id })
    .all();
  if (!row) throw new Error('operator insert returned nothing');
  return row.id;
}

export function updateOperator(db: AppDatabase, id: number, columns: OperatorColumns, now: number): void {
  db.update(operators)
    .set({ ...columns, updatedAt: now })
    .where(eq(operators.id, id))
    .run();
}

export function deleteOperatorRow(db: AppDatabase, id: number): void {
  db.delete(operators).where(eq(operators.id, id)).run();
}
