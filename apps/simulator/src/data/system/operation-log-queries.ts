import { type AppDatabase, tables } from '@pcharging/db';
import { and, desc, eq, gte, inArray, lt, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { PageWindow } from '../../lib/paging';
import { pageOf } from '../page';
import { likePattern } from '../search';

const { operationLogs } = tables;

/** The result codes the middleware records for a successful call. */
export const SUCCESS_RESULT_CODES = ['200', '100000'];

export interface OperationLogFilters {
  userId?: number | undefined;
  username?: string | undefined;
  operationId?: string | undefined;
  keyword?: string | undefined;
  result?: 'success' | 'failure' | undefined;
  from?: number | undefined;
  to?: number | undefined;
}

function filterConditions(filters: OperationLogFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.userId !== undefined) conditions.push(eq(operationLogs.userId, filters.userId));
  if (filters.username) conditions.push(eq(operationLogs.username, filters.username));
  if (filters.operationId) conditions.push(eq(operationLogs.operationId, filters.operationId));
  if (filters.keyword) {
    const pattern = likePattern(filters.keyword);
    const byKeyword = or(
      ...[operationLogs.operationId, operationLogs.path, operationLogs.username, operationLogs.params].map(
        (column) => sql`${column} like ${pattern} escape '\\'`,
      ),
    );
    if (byKeyword) conditions.push(byKeyword);
  }
  if (filters.result === 'success') conditions.push(inArray(operationLogs.resultCode, SUCCESS_RESULT_CODES));
  if (filters.result === 'failure') conditions.push(notInArray(operationLogs.resultCode, SUCCESS_RESULT_CODES));
  if (filters.from !== undefined) conditions.push(gte(operationLogs.createdAt, filters.from));
  if (filters.to !== undefined) conditions.push(lt(operationLogs.createdAt, filters.to));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export function listOperationLogPage(db: AppDatabase, filters: OperationLogFilters, window: PageWindow) {
  const where = filterConditions(filters);
  const rows = db
    .select()
    .from(operationLogs)
    .where(where)
    .orderBy(desc(operationLogs.createdAt), desc(operationLogs.id));
  return pageOf(db, rows, window, operationLogs, where);
}

export type OperationLogRow = Awaited<ReturnType<typeof listOperationLogPage>>['items'][number];

export function operationsLoggedSince(db: AppDatabase, since: number) {
  return db
    .select({
      operationId: operationLogs.operationId,
      username: operationLogs.username,
      params: operationLogs.params,
      resultCode: operationLogs.resultCode,
      createdAt: operationLogs.createdAt,
    })
    .from(operationLogs)
    .where(gte(operationLogs.createdAt, since))
    .orderBy(operationLogs.createdAt, operationLogs.id)
    .all();
}

/**
 * Cents a user's successful balance adjustments moved (credits and debits alike) from `from` until `to`, as the log
 * recorded their params: the journal does not say who made an entry.
 */
export function adjustedCentsBy(db: AppDatabase, userId: number, from: number, to: number): number {
  const row = db
    .select({
      cents: sql<number>`coalesce(sum(cast(round(cast(json_extract(${operationLogs.params}, '$.amount') as real) * 100) as integer)), 0)`,
    })
    .from(operationLogs)
    .where(
      and(
        eq(operationLogs.userId, userId),
        eq(operationLogs.operationId, 'adjustCustomerBalance'),
        inArray(operationLogs.resultCode, SUCCESS_RESULT_CODES),
        gte(operationLogs.createdAt, from),
        lt(operationLogs.createdAt, to),
      ),
    )
    .get();
  return row?.cents ?? 0;
}
