import type { AppDatabase } from '@pcharging/db';
import {
  deleteOperationLogsBefore,
  insertOperationLog,
  type OperationLogRow,
  rewriteOperationLogSummary,
} from '../../data/system/operation-log-writes';
import { forgetSummaryRows, isManySources, summaryRowFor } from './failed-sign-in-summary';

const SECRET_FIELD = /pwd|password|secret|token|key$|iv$/i;

/** How long rows are kept unless PCHARGING_LOG_RETENTION_DAYS says otherwise. */
export const DEFAULT_LOG_RETENTION_DAYS = 400;
const PURGE_EVERY_MS = 60_000;
const PURGE_BATCH = 5_000;

/** The call's parameters as the log keeps them: a secret's value never is. */
export function maskSecrets(params: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, SECRET_FIELD.test(key) ? '***' : value]),
  );
}

/** One mutating call, as the operation log keeps it. */
export type LoggedCall = Omit<OperationLogRow, 'id' | 'params'> & { params: Record<string, unknown> };

export interface OperationLogTarget {
  db: AppDatabase;
  config?: { logRetentionDays: number } | undefined;
}

const lastPurge = new WeakMap<AppDatabase, number>();

/** Rows older than the retention go, a batch at a time, at most once a minute. */
function purgeExpired(log: OperationLogTarget, now: number): void {
  if (now - (lastPurge.get(log.db) ?? Number.NEGATIVE_INFINITY) < PURGE_EVERY_MS) return;
  lastPurge.set(log.db, now);
  const days = log.config?.logRetentionDays ?? DEFAULT_LOG_RETENTION_DAYS;
  deleteOperationLogsBefore(log.db, now - days * 24 * 3600_000, PURGE_BATCH);
}

const isFailedSignIn = (call: LoggedCall) => call.operationId === 'login' && call.resultCode !== '200';

/**
 * Records a call: who, which operation, its parameters with secrets masked, its result, when. Failed sign-ins from
 * one source within a minute share one row that counts them.
 */
export function recordOperation(log: OperationLogTarget, call: LoggedCall): void {
  const row = { ...call, params: JSON.stringify(maskSecrets(call.params)) };
  purgeExpired(log, call.createdAt);
  if (!isFailedSignIn(call)) {
    insertOperationLog(log.db, row);
    return;
  }
  const summary = summaryRowFor(log.db, { ip: call.ip ?? '', account: call.username ?? '', createdAt: call.createdAt });
  if ('start' in summary) {
    summary.start(insertOperationLog(log.db, row));
    return;
  }
  const { id, count, accounts, source } = summary.join;
  const rewritten = rewriteOperationLogSummary(log.db, id, {
    username: call.username ?? '',
    resultCode: call.resultCode,
    params: row.params,
    ip: isManySources(source) ? '*' : (call.ip ?? ''),
    subject: call.subject ?? '',
    resultMessageKey: isManySources(source) ? 'failedSignInsFromMany' : 'failedSignInsSummary',
    resultMessageValues: JSON.stringify({ count, accounts: accounts.size }),
  });
  if (rewritten) return;
  // The row this minute's failures shared is gone (a reset to a seed or a provider state wiped the log): start again.
  forgetSummaryRows(log.db);
  recordOperation(log, call);
}
