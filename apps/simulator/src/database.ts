import { fork } from 'node:child_process';
import { renameSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { followNetworkZone, type OpenedDatabase, openDatabase } from '@pcharging/db';
import { SEED_PROFILES, type SeedSummary, seedDatabase } from '@pcharging/seeds';
import { recordMissingEnergyLines } from './domain/pricing/energy-line-backfill';
import type { SimulatorConfig } from './lib/env';
import type { SeedJob, SeedReply } from './seed-process';

export interface PreparedDatabase {
  database: OpenedDatabase;
  /** Present when this start seeded a new database. */
  seeded: SeedSummary | undefined;
}

type Progress = (message: string) => void;

const removeDatabaseFiles = (path: string) => {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
};

function isSeedSummary(value: unknown): value is SeedSummary {
  if (typeof value !== 'object' || value === null) return false;
  if (!('profile' in value) || !SEED_PROFILES.some((profile) => profile === value.profile)) return false;
  if (!('password' in value) || typeof value.password !== 'string') return false;
  return (
    'accounts' in value &&
    Array.isArray(value.accounts) &&
    value.accounts.every(
      (account: unknown) =>
        typeof account === 'object' &&
        account !== null &&
        'username' in account &&
        typeof account.username === 'string' &&
        'role' in account &&
        typeof account.role === 'string',
    )
  );
}

function isSeedReply(value: unknown): value is SeedReply {
  if (typeof value !== 'object' || value === null || !('kind' in value)) return false;
  if (value.kind === 'progress' || value.kind === 'failed')
    return 'message' in value && typeof value.message === 'string';
  return value.kind === 'done' && 'summary' in value && isSeedSummary(value.summary);
}

/** Seeds a new database file in a child process, under a temporary name renamed into place only once complete. */
function seedFileInChildProcess(path: string, job: Omit<SeedJob, 'path'>, onProgress?: Progress): Promise<SeedSummary> {
  const temporary = `${path}.seeding`;
  removeDatabaseFiles(temporary);
  const child = fork(
    fileURLToPath(new URL('./seed-process.ts', import.meta.url)),
    [JSON.stringify({ ...job, path: temporary })],
    {
      // TypeScript runs through tsx whatever started this process (tsx, vitest).
      execArgv: ['--import', import.meta.resolve('tsx')],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  return new Promise<SeedSummary>((resolve, reject) => {
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      child.kill();
      removeDatabaseFiles(temporary);
      reject(error);
    };
    child.on('message', (message: unknown) => {
      if (!isSeedReply(message)) return fail(new Error('the seed process answered something else'));
      if (message.kind === 'progress') return onProgress?.(message.message);
      if (message.kind === 'failed') return fail(new Error(`seeding failed: ${message.message}`));
      settled = true;
      removeDatabaseFiles(path);
      renameSync(temporary, path);
      resolve(message.summary);
    });
    child.on('error', fail);
    child.on('exit', (code, signal) =>
      fail(new Error(`the seed process stopped before it was done (${signal ?? `exit code ${code}`})`)),
    );
  });
}

/**
 * Opens and migrates the database; a new (or reset) one is seeded with the configured profile. A file is seeded in
 * a child process, so the memory that building the network takes is returned when it is done.
 */
export async function prepareDatabase(
  config: SimulatorConfig,
  now: number,
  onProgress?: Progress,
): Promise<PreparedDatabase> {
  const path = config.databasePath;
  const inMemory = path === ':memory:';
  if (config.resetDatabase && !inMemory) removeDatabaseFiles(path);
  let database = openDatabase(path);
  if (!database.isNew) {
    // A database kept from a start with another PCHARGING_TIME_ZONE counts that zone's days until summed again.
    const started = performance.now();
    if (followNetworkZone(database.sqlite, config.network.timeZone)) {
      const took = Math.round(performance.now() - started);
      onProgress?.(`counted the orders by the days of ${config.network.timeZone} in ${took} ms`);
    }
    const lined = recordMissingEnergyLines(database.db, config.network.timeZone);
    if (lined > 0) onProgress?.(`kept the energy lines of ${lined} time-of-use orders, priced as they were`);
    return { database, seeded: undefined };
  }
  const started = performance.now();
  // In memory or in a file, the rollups count the days of the network's zone.
  const job = { profile: config.seedProfile, now, timeZone: config.network.timeZone };
  let seeded: SeedSummary;
  if (inMemory) {
    seeded = await seedDatabase(database.db, { ...job, ...(onProgress ? { onProgress } : {}) });
  } else {
    database.close();
    seeded = await seedFileInChildProcess(path, job, onProgress);
    database = openDatabase(path);
  }
  onProgress?.(`seeded the ${config.seedProfile} profile in ${Math.round(performance.now() - started)} ms`);
  return { database, seeded };
}
