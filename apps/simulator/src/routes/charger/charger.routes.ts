import type { MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context';
import { settleFinishedRestarts } from './charger.repo';
import { pileRoutes } from './pile.routes';
import { pileCommandRoutes } from './pile-commands.routes';
import { portRoutes } from './port.routes';

/** Every read or change of chargers first settles restarts the clock has already finished. */
export const settleRestarts: MiddlewareHandler<AppEnv> = async (c, next) => {
  settleFinishedRestarts(c.var.deps.db, c.var.deps.clock.now());
  await next();
};

export const chargerRoutes = new Hono<AppEnv>()
  .use('/Pile/*', settleRestarts)
  .use('/Port/*', settleRestarts)
  .route('/', pileRoutes)
  .route('/', pileCommandRoutes)
  .route('/', portRoutes);
