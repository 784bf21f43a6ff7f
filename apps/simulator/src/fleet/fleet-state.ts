import type { AppDatabase } from '@pcharging/db';
import { dayInZone, startOfDayInZone } from '@pcharging/validation';
import { approvedChargers, type ChargerRow, customerCount, everyPort, type PortRow } from '../data/fleet/network-rows';
import type { LiveSession } from '../domain/session/live-session';

/** A charging session the engine is running (its row in charging_sessions has the same id). */
export interface Session extends LiveSession {
  /** What the car takes while charging, W. */
  powerW: number;
  /** What it adds to its station's draw now (0 unless energy flows). */
  drawW: number;
  /** The charging still to do (ms) when its charger went silent. */
  remainingMs: number;
  retries: number;
  /** An operator's stop waiting for the charger to come back. */
  stop: SessionStop | null;
}

export interface SessionStop {
  by: number;
  reason: string;
  at: number;
}

export interface PortState {
  id: number;
  chargerId: number;
  stationId: number;
  status: number;
  powerKw: number;
  /** Held out of service by an operator: takes no session. */
  inoperative: boolean;
  session: Session | null;
  /** Bumped on every change of status, so that events scheduled for an older state are dropped. */
  version: number;
  openAlarmId: number | null;
}

export interface ChargerState {
  id: number;
  stationId: number;
  status: number;
  type: number;
  /** Only chargers at operating stations take part in the simulation; the rest are only counted. */
  live: boolean;
  restartUntil: number | null;
  ports: PortState[];
  version: number;
  openAlarmId: number | null;
}

export interface StationState {
  id: number;
  drawW: number;
}

export interface FleetState {
  stations: Map<number, StationState>;
  chargers: Map<number, ChargerState>;
  ports: Map<number, PortState>;
  /** Live chargers and ports in id order: random picks index into them. */
  liveChargers: ChargerState[];
  livePorts: PortState[];
  customerCount: number;
  /** The network's day, and the instant it began. */
  today: string;
  todayStart: number;
}

function chargerState(row: ChargerRow): ChargerState {
  return {
    id: row.id,
    stationId: row.station_id,
    status: row.status,
    type: row.type,
    live: row.station_operating === 1,
    restartUntil: row.restart_until,
    ports: [],
    version: 0,
    openAlarmId: null,
  };
}

function portState(row: PortRow): PortState {
  return {
    id: row.id,
    chargerId: row.pile_id,
    stationId: row.station_id,
    status: row.status,
    powerKw: row.power_kw,
    inoperative: row.inoperative_since !== null,
    session: null,
    version: 0,
    openAlarmId: null,
  };
}

/** Reads the network once: afterwards the engine keeps it in memory and only writes what changes. */
export function readNetwork(db: AppDatabase, now: number, timeZone: string): FleetState {
  const chargers = new Map<number, ChargerState>();
  const stations = new Map<number, StationState>();
  for (const row of approvedChargers(db)) {
    chargers.set(row.id, chargerState(row));
    if (!stations.has(row.station_id)) stations.set(row.station_id, { id: row.station_id, drawW: 0 });
  }
  const ports = new Map<number, PortState>();
  for (const row of everyPort(db)) {
    const charger = chargers.get(row.pile_id);
    if (!charger) continue;
    const port = portState(row);
    charger.ports.push(port);
    ports.set(port.id, port);
  }
  const liveChargers = [...chargers.values()].filter((charger) => charger.live);
  const today = dayInZone(now, timeZone);
  return {
    stations,
    chargers,
    ports,
    liveChargers,
    livePorts: liveChargers.flatMap((charger) => charger.ports),
    customerCount: customerCount(db),
    today,
    todayStart: startOfDayInZone(today, timeZone),
  };
}
