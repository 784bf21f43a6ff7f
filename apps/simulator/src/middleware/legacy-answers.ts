import { answerFor } from '@pcharging/api-client/capabilities';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/context';

/**
 * Leaves the fields of capabilities not offered out of an operation's JSON answer, as a backend without them
 * would send it. Only mounted for operations whose answer has such fields, on a backend that withholds some.
 */
export function withholdExtensionFields(
  operationId: string,
  offered: Parameters<typeof answerFor>[2],
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (!(c.res.headers.get('content-type') ?? '').includes('application/json')) return;
    const body: unknown = await c.res.clone().json();
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    c.res = new Response(JSON.stringify(answerFor(operationId, body, offered)), { status: c.res.status, headers });
  };
}
