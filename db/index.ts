import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from './schema/index';
import { withStatementCache } from './statement-cache';

export * as tables from './schema/index';
export { schema };

export type AppDatabase = BetterSQLite3Database<typeof schema>;

/** The better-sqlite3 connection under a drizzle database, for bulk loads and query plans. */
export function connectionOf(db: AppDatabase): Database.Database {
  const client = (db as { $client?: Database.Database }).$client;
  // Transactions have no connection of their own; callers pass the database they opened.
  if (!client) throw new Error('connectionOf needs the database itself, not a transaction');
  return client;
}

export interface OpenedDatabase {
  readonly db: AppDatabase;
  readonly sqlite: Database.Database;
  /** True when the file did not hold any table before migrations ran: a fresh database to seed. */
  readonly isNew: boolean;
  close(): void;
}

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Lower case without accents: "Montréal", "MONTREAL" and "montreal" all fold to "montreal". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/**
 * SQL functions the queries use: `fold(text)` (see foldText), so that a search typed without accents or in any
 * case finds names, cities and addresses written with them.
 */
function registerFunctions(sqlite: Database.Database): void {
  sqlite.function('fold', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? foldText(value) : value,
  );
}

// `npm test` also runs the simulator's tests on the Node the image ships, with better-sqlite3's addon compiled for
// that Node (scripts/node-lts.mjs); everywhere else the addon installed with the package is used.
const addonOptions: Database.Options = process.env.PCHARGING_SQLITE_ADDON
  ? { nativeBinding: process.env.PCHARGING_SQLITE_ADDON }
  : {};

/** Opens an in-memory copy of a serialized database (see `serialize()`): tests clone one seeded database. */
export function openDatabaseCopy(image: Buffer): OpenedDatabase {
  const sqlite = new Database(image, addonOptions);
  sqlite.pragma('foreign_keys = ON');
  registerFunctions(sqlite);
  const db = drizzle(withStatementCache(sqlite), { schema, casing: 'snake_case' });
  return { db, sqlite, isNew: false, close: () => sqlite.close() };
}

/** Opens (creating if needed) the SQLite file or `:memory:`, tunes it, and applies pending migrations. */
export function openDatabase(location: string): OpenedDatabase {
  if (location !== ':memory:') mkdirSync(dirname(location), { recursive: true });
  const sqlite = new Database(location, addonOptions);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // 16 MB of page cache instead of SQLite's 2 MB: on a network of thousands of stations the statistics read ~10 MB
  // of rollups and indexes, which at 2 MB went back to the file for most pages on every call (a third of their time).
  sqlite.pragma('cache_size = -16000');
  registerFunctions(sqlite);
  const tableCount = sqlite.prepare("select count(*) as n from sqlite_master where type = 'table'").get() as {
    n: number;
  };
  const db = drizzle(withStatementCache(sqlite), { schema, casing: 'snake_case' });
  migrate(db, { migrationsFolder });
  return { db, sqlite, isNew: tableCount.n === 0, close: () => sqlite.close() };
}
export { bulkLoad, rebuildOrderDailyStats } from './bulk-load';
export { followNetworkZone } from './network-zone';
export {
  type DayDown,
  type DayStart,
  daysCovering,
  downByDay,
  downStretches,
  type OutageSpan,
  rebuildPortOutageDays,
} from './outage-days';
export {
  DEFAULT_PASSWORD_COST_LOG2,
  hashPasswordDigest,
  isTemporaryPassword,
  markedTemporary,
  passwordCost,
  passwordCostProblem,
  passwordNeedsRehash,
  type ScryptJob,
  type ScryptRunner,
  scryptOnLibuvPool,
  verifyPasswordDigest,
} from './password-hash';
