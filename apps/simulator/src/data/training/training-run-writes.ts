import { type AppDatabase, tables } from '@pcharging/db';
import { eq } from 'drizzle-orm';

const { trainingRuns } = tables;

export function insertTrainingRun(
  db: AppDatabase,
  run: { scenario: string; details: string; loadedAt: number },
): number {
  const [row] = db.insert(trainingRuns).values(run).returning({ id: trainingRuns.id }).all();
  if (!row) throw new Error('training run insert returned nothing');
  return row.id;
}

export function setTrainingRunChecked(
  db: AppDatabase,
  id: number,
  check: { checkedAt: number; solvedAt: number | null },
): void {
  db.update(trainingRuns).set(check).where(eq(trainingRuns.id, id)).run();
}
