import { Hono } from 'hono';
import { clearPasswordThrottles } from '../domain/auth/password-checks';
import { expireSessions } from '../domain/auth/sessions';
import type { AppEnv } from '../http/context';
import { clockRoutes } from './clock.routes';
import { controlGuard } from './control-guard';
import { readControlBody, readControlParameters } from './control-request';
import { faultRoutes } from './fault.routes';
import { networkRoutes } from './network.routes';
import { pactStateRoutes } from './pact-states.routes';
import { sandboxRoutes } from './sandbox.routes';
import { scenarioRoutes } from './scenario.routes';
import { snapshotRoutes } from './snapshot.routes';

export const CONTROL_BASE_PATH = '/__sim';

/**
 * The developer and trainer control surface, outside `_pcharging`. Off with PCHARGING_SIM_CONTROL=off; every call
 * needs a key (see controlGuard).
 */
export const controlRoutes = new Hono<AppEnv>()
  .use('*', controlGuard)
  .post('/sessions/expire', async (c) => {
    const body = await readControlBody(c, 'expireSessions');
    if (!body.ok) return body.response;
    const expired = expireSessions(c.get('deps'), body.value.token || undefined);
    return c.json({ expired });
  })
  .delete('/sign-in-throttle', (c) => {
    const query = readControlParameters(c, 'clearSignInThrottle', 'query');
    if (!query.ok) return query.response;
    return c.json({ cleared: clearPasswordThrottles(c.get('deps'), query.value.account || undefined) });
  })
  .route('/', clockRoutes)
  .route('/', faultRoutes)
  .route('/', networkRoutes)
  .route('/', pactStateRoutes)
  .route('/', scenarioRoutes)
  .route('/', snapshotRoutes)
  .route('/', sandboxRoutes);
