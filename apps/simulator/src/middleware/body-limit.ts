import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../http/context';

/**
 * Refuses a body over `maxSize`. A body that states its length is judged by that header alone, without touching
 * the body: Hono's own limit reads `request.body`, which on Node builds a whole web Request and stream per call
 * and takes reading off @hono/node-server's direct path. A streamed body (no length) is counted as it arrives.
 */
export function declaredBodyLimit(
  maxSize: number,
  onTooLarge: (c: Context<AppEnv>) => Response | Promise<Response>,
): MiddlewareHandler<AppEnv> {
  const streamed = bodyLimit({ maxSize, onError: onTooLarge });
  return (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      return Number(length) > maxSize ? Promise.resolve(onTooLarge(c)) : next();
    }
    return streamed(c, next);
  };
}
