import { type AppDatabase, connectionOf, openDatabase } from '@pcharging/db';
import { type SeedProfile, seedDatabase } from '@pcharging/seeds';

/** Seeds a new database file; without a seed number, the seeds' default network. */
export async function writeSeedFile(
  file: string,
  options: { profile: SeedProfile; seedNumber?: number; now: number; timeZone: string },
): Promise<void> {
  const fresh = openDatabase(file);
  try {
    await seedDatabase(fresh.db, options);
  } finally {
    fresh.close();
  }
}

/** Folds the write-ahead log into the database file, leaving one file to copy or rename. */
export function foldWriteAheadLog(db: AppDatabase): void {
  connectionOf(db).pragma('wal_checkpoint(TRUNCATE)');
}

/** A consistent copy of the whole database into a new file, taken in one statement while the network goes on. */
export function copyDatabaseTo(db: AppDatabase, file: string): void {
  connectionOf(db).prepare('vacuum into ?').run(file);
}
