import { rmSync } from 'node:fs';
import { type OpenedDatabase, openDatabase } from '@pcharging/db';
import { type SeedSummary, seedDatabase } from '@pcharging/seeds';
import type { SimulatorConfig } from './lib/env';

export interface PreparedDatabase {
  database: OpenedDatabase;
  /** Present when this start seeded a new database. */
  seeded: SeedSummary | undefined;
}

/** Opens and migrates the database; a new (or reset) one is seeded with the configured profile. */
export async function prepareDatabase(
  config: SimulatorConfig,
  now: number,
  onProgress?: (message: string) => void,
): Promise<PreparedDatabase> {
  if (config.resetDatabase && config.databasePath !== ':memory:') {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${config.databasePath}${suffix}`, { force: true });
  }
  const database = openDatabase(config.databasePath);
  if (!database.isNew) return { database, seeded: undefined };
  const started = performance.now();
  const seeded = await seedDatabase(database.db, {
    profile: config.seedProfile,
    now,
    ...(onProgress ? { onProgress } : {}),
  });
  onProgress?.(`seeded the ${config.seedProfile} profile in ${Math.round(performance.now() - started)} ms`);
  return { database, seeded };
}
