import { ChargerType, PortStatus } from '@pcharging/api-client/enums';
import type { tables } from '@pcharging/db';
import type { Random } from '../random';

type SessionRow = (typeof tables.chargingSessions)['$inferInsert'];

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** How a session was started (start_mode dictionary); a card start needs a card. */
export function drawStartMode(random: Random, hasCard: boolean): number {
  return random.weighted(
    hasCard
      ? [
          [1, 45],
          [2, 40],
          [3, 5],
          [4, 10],
        ]
      : [
          [1, 85],
          [3, 5],
          [4, 10],
        ],
  );
}

/** What a car draws from a port: a little under its rating. */
export function sessionPowerW(random: Random, portPowerKw: number): number {
  return Math.round(portPowerKw * 1000 * random.float(0.75, 0.95));
}

/** How long a car charges if nothing stops it: DC sessions are short, AC ones long. */
export function plannedChargingMinutes(random: Random, type: number): number {
  return type === ChargerType.DC ? random.int(15, 55) : random.int(45, 300);
}

interface PortSeed {
  status?: number | undefined;
  chargerId: number;
  stationId?: number | null | undefined;
  powerKw: number;
}

export interface OpenSessionInputs {
  ports: readonly PortSeed[];
  /** Charger type by charger id. */
  chargerType: (chargerId: number) => number;
  customers: number;
  /** The customer's card id, when they have one. */
  cardOf: (customerId: number) => number | undefined;
  now: number;
  /** Share of charging sessions whose energy has stopped flowing (stuck sessions to find). */
  stallShare: number;
}

/**
 * The sessions under way at the ports the network shows preparing, charging or finishing, so that every port in a
 * session has one from the start. Drawn from their own random stream: the rest of the network stays as it was.
 */
export function buildOpenSessions(random: Random, inputs: OpenSessionInputs): SessionRow[] {
  const { now } = inputs;
  const sessions: SessionRow[] = [];
  inputs.ports.forEach((port, index) => {
    const status = port.status;
    if (status !== PortStatus.Preparing && status !== PortStatus.Charging && status !== PortStatus.Finishing) return;
    const customerId = random.int(1, inputs.customers);
    const card = inputs.cardOf(customerId);
    const startMode = drawStartMode(random, card !== undefined);
    const base = {
      stationId: port.stationId ?? 0,
      chargerId: port.chargerId,
      portId: index + 1,
      customerId,
      cardId: startMode === 2 ? (card ?? null) : null,
      startMode,
      status: 1,
    };
    if (status === PortStatus.Preparing) {
      const startedAt = now - random.int(10, 80) * SECOND;
      sessions.push({ ...base, startedAt, measuredAt: startedAt });
      return;
    }
    const powerW = sessionPowerW(random, port.powerKw);
    const planned = plannedChargingMinutes(random, inputs.chargerType(port.chargerId));
    if (status === PortStatus.Charging) {
      const stalled = random.chance(inputs.stallShare);
      const elapsed = random.int(1, Math.max(1, planned - 1));
      const chargingFrom = now - elapsed * MINUTE - random.int(0, 59) * SECOND;
      const startedAt = chargingFrom - random.int(20, 90) * SECOND;
      const chargeUntil = chargingFrom + planned * MINUTE;
      if (stalled) {
        // The energy stopped a while ago although the port still says charging.
        const stalledSince = Math.max(chargingFrom + MINUTE, now - random.int(20, 90) * MINUTE);
        const energyWh = Math.round((powerW * (stalledSince - chargingFrom)) / (60 * MINUTE));
        const powerSteps = JSON.stringify([
          [chargingFrom, powerW],
          [stalledSince, 0],
        ]);
        sessions.push({
          ...base,
          startedAt,
          chargingFrom,
          powerW: 0,
          energyWh,
          measuredAt: stalledSince,
          stalledSince,
          powerSteps,
        });
        return;
      }
      const powerSteps = JSON.stringify([[chargingFrom, powerW]]);
      sessions.push({ ...base, startedAt, chargingFrom, powerW, measuredAt: chargingFrom, chargeUntil, powerSteps });
      return;
    }
    // Finishing: the car is full and still plugged in.
    const idle = random.int(1, 15);
    const chargedMinutes = Math.min(planned, 40);
    const chargeUntil = now - idle * MINUTE - random.int(0, 59) * SECOND;
    const chargingFrom = chargeUntil - chargedMinutes * MINUTE;
    const energyWh = Math.round((powerW * chargedMinutes) / 60);
    const powerSteps = JSON.stringify([
      [chargingFrom, powerW],
      [chargeUntil, 0],
    ]);
    sessions.push({
      ...base,
      startedAt: chargingFrom - random.int(20, 90) * SECOND,
      chargingFrom,
      powerW: 0,
      energyWh,
      measuredAt: chargeUntil,
      chargeUntil,
      powerSteps,
    });
  });
  return sessions;
}
