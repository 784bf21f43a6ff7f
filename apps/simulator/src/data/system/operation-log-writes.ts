import { type AppDatabase, tables } from '@pcharging/db';
import { eq, inArray, lt } from 'drizzle-orm';

const { operationLogs } = tables;

export type OperationLogRow = typeof tables.operationLogs.$inferInsert;

/** Writes a row; returns its id. */
export function insertOperationLog(db: AppDatabase, row: OperationLogRow): number {
  return Number(db.insert(operationLogs).values(row).run().lastInsertRowid);
}

/** A row that now stands for several calls: its message, and the latest call's account name, result code, params and address. */
/** Rewrites a summary row; false when the row is gone (the log was reset or purged under it). */
export function rewriteOperationLogSummary(
  db: AppDatabase,
  id: number,
  summary: Pick<
    OperationLogRow,
    'resultMessageKey' | 'resultMessageValues' | 'resultCode' | 'params' | 'ip' | 'subject' | 'username'
  >,
): boolean {
  return db.update(operationLogs).set(summary).where(eq(operationLogs.id, id)).run().changes > 0;
}

/** Removes rows written before `before`, at most `limit` at a time (the created_at index finds them); how many. */
export function deleteOperationLogsBefore(db: AppDatabase, before: number, limit: number): number {
  const oldest = db
    .select({ id: operationLogs.id })
    .from(operationLogs)
    .where(lt(operationLogs.createdAt, before))
    .orderBy(operationLogs.createdAt)
    .limit(limit);
  return db.delete(operationLogs).where(inArray(operationLogs.id, oldest)).run().changes;
}
