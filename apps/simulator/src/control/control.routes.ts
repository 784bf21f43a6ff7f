import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { expireSessions } from '../domain/auth/sessions';
import type { AppEnv } from '../http/context';
import { clockRoutes } from './clock.routes';
import { faultRoutes } from './fault.routes';
import { networkRoutes } from './network.routes';
import { pactStateRoutes } from './pact-states.routes';
import { sandboxRoutes } from './sandbox.routes';
import { scenarioRoutes } from './scenario.routes';
import { snapshotRoutes } from './snapshot.routes';

export const CONTROL_BASE_PATH = '/__sim';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The developer and trainer control surface, outside `_pcharging`. Off with PCHARGING_SIM_CONTROL=off;
 * guarded by the `x-sim-key` header when PCHARGING_SIM_KEY is set.
 */
export const controlRoutes = new Hono<AppEnv>()
  .use('*', async (c, next) => {
    const { config } = c.get('deps');
    if (!config.controlSurface) return c.json({ error: 'control surface is off' }, 404);
    if (config.controlKey && !sameSecret(c.req.header('x-sim-key') ?? '', config.controlKey)) {
      return c.json({ error: 'missing or wrong x-sim-key' }, 401);
    }
    await next();
  })
  .post('/sessions/expire', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { token?: unknown };
    const token = typeof body.token === 'string' && body.token ? body.token : undefined;
    const expired = expireSessions(c.get('deps'), token);
    return c.json({ expired });
  })
  .route('/', clockRoutes)
  .route('/', faultRoutes)
  .route('/', networkRoutes)
  .route('/', pactStateRoutes)
  .route('/', scenarioRoutes)
  .route('/', snapshotRoutes)
  .route('/', sandboxRoutes);
