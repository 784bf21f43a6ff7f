import type { OperationDescriptor } from '@pcharging/api-client/operations';
import { type AppDatabase, tables } from '@pcharging/db';
import type { MiddlewareHandler } from 'hono';
import { logSubject } from '../data/system/log-subject';
import { clientAddress } from '../http/client-address';
import type { AppEnv } from '../http/context';

const SECRET_FIELD = /pwd|password|secret|token|key$|iv$/i;

export function maskSecrets(params: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, SECRET_FIELD.test(key) ? '***' : value]),
  );
}

async function answerOf(response: Response): Promise<{ code: string; msg: string }> {
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) {
    return { code: String(response.status), msg: '' };
  }
  const body = (await response
    .clone()
    .json()
    .catch(() => undefined)) as { code?: unknown; msg?: unknown } | undefined;
  return { code: String(body?.code ?? response.status), msg: typeof body?.msg === 'string' ? body.msg : '' };
}

function writeLog(db: AppDatabase, row: typeof tables.operationLogs.$inferInsert): void {
  db.insert(tables.operationLogs).values(row).run();
}

/** Records every mutating call: who, which operation, its params with secrets masked, the result, when. */
export function operationLog(operation: OperationDescriptor): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = c.get('deps').clock.now();
    await next();
    const { code, msg } = await answerOf(c.res);
    const params = c.get('params') ?? {};
    const session = c.get('session');
    writeLog(c.get('deps').db, {
      userId: session?.userId ?? null,
      username: session?.username ?? (typeof params.account === 'string' ? params.account : ''),
      operationId: operation.operationId,
      method: operation.method.toUpperCase(),
      path: operation.path,
      params: JSON.stringify(maskSecrets(params)),
      resultCode: code,
      resultMessage: msg,
      resultMessageKey: c.get('answerMessage')?.key ?? null,
      resultMessageValues: c.get('answerMessage') ? JSON.stringify(c.get('answerMessage')?.values) : null,
      subject: c.get('logSubject') ?? '',
      ip: clientAddress(c, c.get('deps').config.trustedProxies),
      durationMs: Math.max(0, c.get('deps').clock.now() - started),
      createdAt: c.get('deps').clock.now(),
    });
  };
}

/** Names what the call is about before it runs, once its params are checked (see logSubject). */
export function captureLogSubject(operation: OperationDescriptor): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('logSubject', logSubject(c.get('deps').db, operation, c.get('params')));
    await next();
  };
}
