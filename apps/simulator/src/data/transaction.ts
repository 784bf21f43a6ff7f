import { type AppDatabase, connectionOf } from '@pcharging/db';
import { statementsPerDatabase } from './prepared';

const statements = statementsPerDatabase((sqlite) => ({
  begin: sqlite.prepare('begin immediate'),
  commit: sqlite.prepare('commit'),
  rollback: sqlite.prepare('rollback'),
}));

/**
 * A transaction held open across many calls, for a writer that batches: the engine keeps one over a tick's writes.
 * Writes in between that open their own transaction (drizzle's, better-sqlite3's) run as savepoints inside it.
 */
export const beginWrites = (db: AppDatabase) => statements(db).begin.run();
export const commitWrites = (db: AppDatabase) => statements(db).commit.run();
export const rollbackWrites = (db: AppDatabase) => statements(db).rollback.run();

/** Whether a transaction is open on the database's connection, whoever opened it. */
export const writesOpen = (db: AppDatabase): boolean => connectionOf(db).inTransaction;
