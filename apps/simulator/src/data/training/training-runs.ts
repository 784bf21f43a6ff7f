import { type AppDatabase, tables } from '@pcharging/db';
import { desc } from 'drizzle-orm';

export function latestTrainingRun(db: AppDatabase) {
  return db.select().from(tables.trainingRuns).orderBy(desc(tables.trainingRuns.id)).limit(1).get();
}
