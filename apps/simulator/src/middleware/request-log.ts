import type { MiddlewareHandler } from 'hono';
import { clientWentAway } from '../http/client-gone';
import type { AppEnv } from '../http/context';
import type { Logger } from '../lib/logger';

/**
 * One line per request: its id, method and path (never the query, which may carry secrets), the operation, the
 * account, the HTTP status, the envelope's code and how long it took. A client that went away is said to have done
 * so, at info level: it is not a fault of the server.
 */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const aborted = clientWentAway(c);
    logger.info(
      {
        reqId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        operationId: c.get('operationId'),
        account: c.get('session')?.username,
        status: c.res.status,
        code: c.get('resultCode'),
        ms: Math.round((performance.now() - started) * 10) / 10,
        ...(aborted ? { aborted: true } : {}),
      },
      aborted ? 'client went away' : 'request',
    );
  };
}
