import type { AppDatabase } from '@pcharging/db';
import { count, type SQL } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { PageWindow } from '../lib/paging';

interface Pageable<T> {
  limit(limit: number): { offset(offset: number): { all(): T[] } };
}

/** One window of `rows`, and how many rows of `table` match `where` in all. */
export function pageOf<T>(db: AppDatabase, rows: Pageable<T>, window: PageWindow, table: SQLiteTable, where?: SQL) {
  const items = rows.limit(window.limit).offset(window.offset).all();
  const [totalRow] = db.select({ total: count() }).from(table).where(where).all();
  return { items, total: totalRow?.total ?? 0 };
}
