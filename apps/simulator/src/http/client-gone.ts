import { ServerResponse } from 'node:http';
import type { Context } from 'hono';

/**
 * Whether the caller closed the connection before its answer was sent. On Node this is read from the response
 * itself: asking the request for its abort signal would make an AbortController on every call.
 */
export function clientWentAway(c: Context): boolean {
  const env: unknown = c.env;
  if (typeof env === 'object' && env !== null && 'outgoing' in env && env.outgoing instanceof ServerResponse) {
    return env.outgoing.destroyed && !env.outgoing.writableFinished;
  }
  return c.req.raw.signal.aborted;
}
