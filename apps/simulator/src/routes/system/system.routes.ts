import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context';
import { operationLogRoutes } from './operation-log.routes';
import { roleRoutes } from './role.routes';
import { systemUserRoutes } from './system-user.routes';

/** System management: users, roles with their permission tree, and the operation log. */
export const systemRoutes = new Hono<AppEnv>()
  .route('/', systemUserRoutes)
  .route('/', roleRoutes)
  .route('/', operationLogRoutes);
