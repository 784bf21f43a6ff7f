import { type AppDatabase, tables } from '@pcharging/db';
import { desc } from 'drizzle-orm';

/** The scenario loaded last on a network, as its row keeps it. */
export function latestTrainingRun(db: AppDatabase) {
  return db.select().from(tables.trainingRuns).orderBy(desc(tables.trainingRuns.id)).limit(1).get();
}
