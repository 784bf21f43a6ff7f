import { type SessionLimit, sessionLimit } from '../../data/session/remote-start-facts';
import { stationTariffRow } from '../../data/station/station-pricing';
import type { PortAt } from '../charger/charger-status';
import type { Domain } from '../domain';
import { priceBill } from '../pricing/bill';
import { tariffOf } from '../pricing/tariff';

const MINUTE_MS = 60_000;

/**
 * How long a session starting to charge at `at` with `powerW` may charge, at most `plannedMs`: less when a remote
 * start limited its energy (reached at this power) or its cost (the first minute the station's template prices at
 * the limit or above).
 */
export function chargingMsWithinLimit(
  domain: Domain,
  charge: { port: PortAt; sessionId: number; at: number; powerW: number; plannedMs: number },
): number {
  const { port, sessionId, at, powerW, plannedMs } = charge;
  const { limitWh, limitCents } = sessionLimit(domain.db, sessionId);
  if (limitWh !== null) return Math.min(plannedMs, Math.ceil((limitWh / powerW) * 3_600_000));
  if (limitCents === null) return plannedMs;
  const tariff = tariffOf(stationTariffRow(domain.db, port.stationId));
  for (let minutes = 1; minutes * MINUTE_MS < plannedMs; minutes += 1) {
    const usage = { energyWh: (powerW * minutes) / 60, chargingMinutes: minutes, idleMinutes: 0, chargingFrom: at };
    if (priceBill(tariff, usage, domain.timeZone).totalCents >= limitCents) return minutes * MINUTE_MS;
  }
  return plannedMs;
}

export const hasLimit = (limit: SessionLimit): boolean => limit.limitWh !== null || limit.limitCents !== null;
