import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/context';

/**
 * API answers are dated by the network's clock, not the host's: the web app counts "last heard 5 minutes ago" from
 * it, and a simulated network's clock may run ahead, stand still or run faster than real time. A real backend's
 * `Date` is its own clock, which is its network's.
 */
export const networkDate: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.res.headers.set('Date', new Date(c.get('deps').clock.now()).toUTCString());
};
