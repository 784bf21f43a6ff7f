import type { AppDatabase } from '@pcharging/db';
import type Database from 'better-sqlite3';
import type { PageWindow } from '../lib/paging';
import type { Harness } from './harness';

/** A query as drizzle builds it, or anything that compiles to SQL with its parameters. */
export interface CompilableQuery {
  toSQL(): { sql: string; params: unknown[] };
}

export function queryPlan(sqlite: Database.Database, query: CompilableQuery): string[] {
  const { sql, params } = query.toSQL();
  return sqlite
    .prepare<unknown[], { detail: string }>(`explain query plan ${sql}`)
    .all(...params)
    .map((row) => row.detail);
}

/** The plan of a list's first page of 20 for some filters, on the database of a suite's simulator. */
export function firstPagePlan<F>(
  suite: { readonly harness: Harness },
  pageQuery: (db: AppDatabase, filters: F, window: PageWindow) => CompilableQuery,
): (filters: F) => string[] {
  return (filters) => {
    const { sqlite, db } = suite.harness.database;
    return queryPlan(sqlite, pageQuery(db, filters, { limit: 20, offset: 0 }));
  };
}
