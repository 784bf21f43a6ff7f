import type { OperationDescriptor } from '@pcharging/api-client/operations';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../lib/context';
import { settleFinishedRestarts } from '../routes/charger/charger.repo';

const CHARGER_PATHS = ['/Pile/', '/Port/', '/Equipment/'];

/** Calls that read or change chargers see restarts the clock has already finished as settled. */
export function readsChargers(operation: OperationDescriptor): boolean {
  return CHARGER_PATHS.some((prefix) => operation.path.startsWith(prefix));
}

export const settleRestarts: MiddlewareHandler<AppEnv> = async (c, next) => {
  settleFinishedRestarts(c.var.deps.db, c.var.deps.clock.now());
  await next();
};
