import type Database from 'better-sqlite3';

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
