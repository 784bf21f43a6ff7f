// Runs as a child process: seeds a new database file. Building a network holds every row in memory at once (over
// 2 GB for `large`); in a process that then exits, all of it goes back to the system. A worker thread is not
// enough: the C allocator keeps the thread's freed memory for the server's whole life (measured: 770 MB resident
// after seeding `large` in a thread, against 200 MB opened from a file already seeded).
import { openDatabase } from '@pcharging/db';
import { SEED_PROFILES, type SeedProfile, type SeedSummary, seedDatabase } from '@pcharging/seeds';
import { foldWriteAheadLog } from './data/network/database-files';

export interface SeedJob {
  path: string;
  profile: SeedProfile;
  now: number;
  timeZone: string;
}

export type SeedReply =
  | { kind: 'progress'; message: string }
  | { kind: 'done'; summary: SeedSummary }
  | { kind: 'failed'; message: string };

function jobFrom(text: string | undefined): SeedJob | undefined {
  if (text === undefined) return undefined;
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'object' || value === null) return undefined;
  if (!('path' in value) || typeof value.path !== 'string') return undefined;
  if (!('now' in value) || typeof value.now !== 'number') return undefined;
  if (!('timeZone' in value) || typeof value.timeZone !== 'string') return undefined;
  if (!('profile' in value)) return undefined;
  const profile = SEED_PROFILES.find((known) => known === value.profile);
  return profile ? { path: value.path, now: value.now, timeZone: value.timeZone, profile } : undefined;
}

async function seed(send: (reply: SeedReply) => void, job: SeedJob) {
  const database = openDatabase(job.path);
  try {
    const summary = await seedDatabase(database.db, {
      profile: job.profile,
      now: job.now,
      timeZone: job.timeZone,
      onProgress: (message) => send({ kind: 'progress', message }),
    });
    // One file to rename: the write-ahead log is folded in before closing.
    foldWriteAheadLog(database.db);
    database.close();
    send({ kind: 'done', summary });
  } catch (error) {
    database.close();
    send({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
}

const reply = process.send?.bind(process);
if (reply) {
  const send = (message: SeedReply) => reply(message);
  const job = jobFrom(process.argv[2]);
  if (job) await seed(send, job);
  else send({ kind: 'failed', message: 'the seed process was started without a job' });
  process.disconnect();
}
