import type { AppDatabase } from '@pcharging/db';
import { insertOperationLog, type OperationLogRow } from '../../data/system/operation-log-writes';

const SECRET_FIELD = /pwd|password|secret|token|key$|iv$/i;

/** The call's parameters as the log keeps them: a secret's value never is. */
export function maskSecrets(params: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, SECRET_FIELD.test(key) ? '***' : value]),
  );
}

/** One mutating call, as the operation log keeps it. */
export type LoggedCall = Omit<OperationLogRow, 'id' | 'params'> & { params: Record<string, unknown> };

/** Records a call: who, which operation, its parameters with secrets masked, its result, when. */
export function recordOperation(log: { db: AppDatabase }, call: LoggedCall): void {
  insertOperationLog(log.db, { ...call, params: JSON.stringify(maskSecrets(call.params)) });
}
