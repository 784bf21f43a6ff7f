import { type AppDatabase, tables } from '@pcharging/db';

export type OperationLogRow = typeof tables.operationLogs.$inferInsert;

export function insertOperationLog(db: AppDatabase, row: OperationLogRow): void {
  db.insert(tables.operationLogs).values(row).run();
}
