import type { OperationDescriptor } from '@pcharging/api-client/operations';
import type { MiddlewareHandler } from 'hono';
import { logSubject } from '../data/system/log-subject';
import { recordOperation } from '../domain/system/operation-log';
import { clientAddress } from '../http/client-address';
import type { AppEnv } from '../http/context';

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

/** Records every mutating call: who, which operation, its params with secrets masked, the result, when. */
export function operationLog(operation: OperationDescriptor): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = c.get('deps').clock.now();
    await next();
    const { code, msg } = await answerOf(c.res);
    const params = c.get('params') ?? {};
    const session = c.get('session');
    recordOperation(c.get('deps'), {
      userId: session?.userId ?? null,
      username: session?.username ?? (typeof params.account === 'string' ? params.account : ''),
      operationId: operation.operationId,
      method: operation.method.toUpperCase(),
      path: operation.path,
      params,
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
