import type { connectionOf } from '@pcharging/db';
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';

type CellValue = string | number | bigint | null;

/**
 * Inserts rows through one prepared statement, the fastest path better-sqlite3 offers: the `large` profile writes
 * millions of rows, where building SQL per chunk would dominate. A key some rows leave out takes the column's
 * declared default, as drizzle's own insert would.
 */
export function bulkInsert(
  sqlite: ReturnType<typeof connectionOf>,
  table: SQLiteTable,
  rows: readonly object[],
  onRows?: (written: number) => void,
): void {
  if (rows.length === 0) return;
  const present = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) present.add(key);
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => present.has(key));
  const names = columns.map(([, column]) => `"${column.name}"`).join(', ');
  const statement = sqlite.prepare(
    `insert into "${getTableName(table)}" (${names}) values (${columns.map(() => '?').join(', ')})`,
  );
  const fallback = columns.map(([, column]) => (column.hasDefault ? (column.default as CellValue) : null));
  const values: CellValue[] = new Array(columns.length);
  rows.forEach((row, index) => {
    const record = row as Record<string, CellValue | undefined>;
    for (let c = 0; c < columns.length; c += 1) {
      const key = (columns[c] as [string, unknown])[0];
      const value = record[key];
      values[c] = value === undefined ? (fallback[c] ?? null) : value;
    }
    statement.run(values);
    if (onRows && (index + 1) % 100_000 === 0) onRows(index + 1);
  });
}
