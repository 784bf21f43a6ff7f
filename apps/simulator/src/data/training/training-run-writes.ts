import { type AppDatabase, tables } from '@pcharging/db';
import { insertRow, updateRow } from '../rows-by-id';

const { trainingRuns } = tables;

export function insertTrainingRun(
  db: AppDatabase,
  run: { scenario: string; details: string; loadedAt: number },
): number {
  return insertRow(db, trainingRuns, run);
}

export function setTrainingRunChecked(
  db: AppDatabase,
  id: number,
  check: { checkedAt: number; solvedAt: number | null },
): void {
  updateRow(db, trainingRuns, id, check);
}
