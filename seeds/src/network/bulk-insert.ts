import type { connectionOf } from '@pcharging/db';
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';

type CellValue = string | number | bigint | null;
type Connection = ReturnType<typeof connectionOf>;

/** Rows per statement: many rows per call amortise better-sqlite3's per-call cost, within SQLite's variable limit. */
const PARAMETERS_PER_STATEMENT = 4000;

/**
 * Inserts rows through prepared multi-row statements, the fastest path better-sqlite3 offers: the `large` profile
 * writes millions of rows, where building SQL per chunk would dominate. A key some rows leave out takes the
 * column's declared default, as drizzle's own insert would.
 */
export function bulkInsert(
  sqlite: Connection,
  table: SQLiteTable,
  rows: readonly object[],
  onRows?: (written: number) => void,
): void {
  if (rows.length === 0) return;
  const present = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) present.add(key);
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => present.has(key));
  const keys = columns.map(([key]) => key);
  const fallback = columns.map(([, column]) => (column.hasDefault ? (column.default as CellValue) : null));
  const head = `insert into "${getTableName(table)}" (${columns.map(([, column]) => `"${column.name}"`).join(', ')}) values `;
  const tuple = `(${keys.map(() => '?').join(', ')})`;
  const statementFor = (count: number) => sqlite.prepare(head + new Array(count).fill(tuple).join(', '));
  const batch = Math.max(1, Math.floor(PARAMETERS_PER_STATEMENT / keys.length));
  const full = statementFor(batch);
  const values: CellValue[] = [];
  let reported = 0;
  for (let start = 0; start < rows.length; start += batch) {
    const end = Math.min(rows.length, start + batch);
    values.length = 0;
    for (let index = start; index < end; index += 1) {
      const record = rows[index] as Record<string, CellValue | undefined>;
      for (let c = 0; c < keys.length; c += 1) {
        const value = record[keys[c] as string];
        values.push(value === undefined ? (fallback[c] ?? null) : value);
      }
    }
    (end - start === batch ? full : statementFor(end - start)).run(values);
    if (onRows && end - reported >= 100_000) {
      reported = end;
      onRows(end);
    }
  }
}
