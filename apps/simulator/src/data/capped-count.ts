import type { AppDatabase } from '@pcharging/db';
import { type SQL, sql } from 'drizzle-orm';
import { type RawStatement, rawStatement } from './prepared';

/**
 * A count that stops at a cap, as two queries over the same rows: `probe` asks whether a row lies past
 * the cap (placeholder `cap`), `exact` counts the rows when none does. Skipping rows with OFFSET and counting them
 * with a bare count(*) costs a few nanoseconds a row; a count over a LIMIT subquery cost ~20 (a coroutine step per
 * row), which made the count most of an unfiltered list call.
 */
export interface CappedCountQueries {
  probe: SQL;
  exact: SQL;
}

/** `where` undefined when nothing is filtered: a bare count(*) is then answered from the b-tree's page counts. */
export function cappedCountQueries(source: SQL, where: SQL | undefined): CappedCountQueries {
  const rows = where === undefined ? source : sql`${source} where ${where}`;
  return {
    probe: sql`select 1 as past from ${rows} limit 1 offset ${sql.placeholder('cap')}`,
    exact: sql`select count(*) as n from ${rows}`,
  };
}

/** Whether any filter is set: a count without one needs no WHERE. */
export const anyFilter = (filters: object) => Object.values(filters).some((value) => value !== undefined);

export interface CappedCountStatements {
  probe: RawStatement<{ past: number }>;
  exact: RawStatement<{ n: number }>;
}

export function cappedCountStatements(db: AppDatabase, queries: CappedCountQueries): CappedCountStatements {
  return { probe: rawStatement(db, queries.probe), exact: rawStatement(db, queries.exact) };
}

/** The matching rows counted up to `cap`, and whether more match. */
export function runCappedCount(statements: CappedCountStatements, values: Record<string, unknown>, cap: number) {
  if (statements.probe.get({ ...values, cap }) !== undefined) return { total: cap, capped: true };
  return { total: statements.exact.get(values)?.n ?? 0, capped: false };
}
