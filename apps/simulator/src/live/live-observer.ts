import type { OperationDescriptor } from '@pcharging/api-client/operations';
import { tables } from '@pcharging/db';
import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../lib/context';

const { alarms, piles } = tables;

/**
 * Calls that change which chargers take part in the simulation (an approval, a station opening or closing, a
 * deletion): the engine reads the network again, or a charger approved after it loaded would never live.
 */
const NETWORK_CHANGING_OPERATIONS: ReadonlySet<string> = new Set([
  'auditPile',
  'auditStation',
  'setStationStatus',
  'deletePile',
  'deleteStation',
]);

/** Operator calls whose effect the live network must hear about at once. */
export const OBSERVED_OPERATIONS: ReadonlySet<string> = new Set([
  'restartPile',
  'acknowledgeAlarm',
  'repairAlarm',
  ...NETWORK_CHANGING_OPERATIONS,
]);

async function succeeded(response: Response): Promise<boolean> {
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) return false;
  const body = (await response.clone().json()) as { code?: unknown };
  return body.code === 200 || body.code === '100000';
}

/** After a successful restart, alarm or network change, tells the engine, which updates its state and pushes it. */
export function liveObserver(operation: OperationDescriptor): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (!(await succeeded(c.res))) return;
    const { db } = c.var.deps;
    const { engine } = c.var.simulation;
    const id = Number(c.var.params.id);
    if (NETWORK_CHANGING_OPERATIONS.has(operation.operationId)) {
      engine.reload();
      return;
    }
    if (operation.operationId === 'restartPile') {
      const pile = db.select({ restartUntil: piles.restartUntil }).from(piles).where(eq(piles.id, id)).get();
      if (pile?.restartUntil) engine.noteRestart(id, pile.restartUntil);
      return;
    }
    const alarm = db.select().from(alarms).where(eq(alarms.id, id)).get();
    if (!alarm) return;
    const repaired = operation.operationId === 'repairAlarm';
    engine.noteAlarmChange({
      type: repaired ? 'alarm.repaired' : 'alarm.acknowledged',
      at: (repaired ? alarm.repairedAt : alarm.acknowledgedAt) ?? c.var.deps.clock.now(),
      stationId: alarm.stationId,
      data: {
        alarmId: alarm.id,
        pileId: alarm.pileId,
        portId: alarm.portId,
        code: alarm.code,
        level: alarm.level,
        message: alarm.message,
        status: alarm.status,
      },
    });
  };
}
