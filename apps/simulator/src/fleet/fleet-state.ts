import { AuditStatus } from '@pcharging/api-client/enums';
import { dayInZone, startOfDayInZone } from '@pcharging/validation';
import type Database from 'better-sqlite3';
import type { SessionMeter } from '../domain/session/session-meter';

/** A charging session the engine is running (its row in charging_sessions has the same id). */
export interface Session {
  id: number;
  customerId: number;
  cardId: number | null;
  startMode: number;
  /** Plug-in. */
  pluggedAt: number;
  /** When energy first flowed: the order's start. Null while preparing. */
  chargingFrom: number | null;
  /** What the car takes while charging, W. */
  powerW: number;
  /** What it adds to its station's draw now (0 unless energy flows). */
  drawW: number;
  meter: SessionMeter;
  steps: Array<[number, number]>;
  /** Since when energy has not grown although the port says charging. */
  stalledSince: number | null;
  /** Since when the charger has been silent, with the charging it still had to do (ms) when it went. */
  silentSince: number | null;
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
  pileId: number;
  stationId: number;
  status: number;
  powerKw: number;
  todayDate: string;
  todayEnergyWh: number;
  todaySessions: number;
  todayMinutes: number;
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
  piles: Map<number, ChargerState>;
  ports: Map<number, PortState>;
  /** Live piles and ports in id order: random picks index into them. */
  liveChargers: ChargerState[];
  livePorts: PortState[];
  customerCount: number;
  openAlarms: number;
  ordersToday: number;
  incomeTodayCents: number;
  today: string;
}

interface PileRow {
  id: number;
  station_id: number;
  status: number;
  type: number;
  restart_until: number | null;
  station_status: number;
}

interface PortRow {
  id: number;
  pile_id: number;
  station_id: number;
  status: number;
  power_kw: number;
  today_date: string;
  today_energy_wh: number;
  today_sessions: number;
  today_minutes: number;
  inoperative_since: number | null;
}

const OPERATING_STATION = 3;

/** Reads the network once: afterwards the engine keeps it in memory and only writes what changes. */
export function loadFleetState(sqlite: Database.Database, now: number, timeZone: string): FleetState {
  const piles = new Map<number, ChargerState>();
  const stations = new Map<number, StationState>();
  const pileRows = sqlite
    .prepare(
      `select p.id, p.station_id, p.status, p.type, p.restart_until, s.status as station_status
       from piles p join stations s on s.id = p.station_id
       where p.audit_status = ? order by p.id`,
    )
    .all(AuditStatus.Approved) as PileRow[];
  for (const row of pileRows) {
    piles.set(row.id, {
      id: row.id,
      stationId: row.station_id,
      status: row.status,
      type: row.type,
      live: row.station_status === OPERATING_STATION,
      restartUntil: row.restart_until,
      ports: [],
      version: 0,
      openAlarmId: null,
    });
    if (!stations.has(row.station_id)) stations.set(row.station_id, { id: row.station_id, drawW: 0 });
  }
  const portRows = sqlite
    .prepare(
      `select id, pile_id, station_id, status, power_kw, today_date, today_energy_wh, today_sessions, today_minutes,
              inoperative_since
       from ports order by id`,
    )
    .all() as PortRow[];
  const portsById = new Map<number, PortState>();
  for (const row of portRows) {
    const pile = piles.get(row.pile_id);
    if (!pile) continue;
    const port: PortState = {
      id: row.id,
      pileId: row.pile_id,
      stationId: row.station_id,
      status: row.status,
      powerKw: row.power_kw,
      todayDate: row.today_date,
      todayEnergyWh: row.today_energy_wh,
      todaySessions: row.today_sessions,
      todayMinutes: row.today_minutes,
      inoperative: row.inoperative_since !== null,
      session: null,
      version: 0,
      openAlarmId: null,
    };
    pile.ports.push(port);
    portsById.set(port.id, port);
  }
  const liveChargers = [...piles.values()].filter((pile) => pile.live);
  const today = dayInZone(now, timeZone);
  const dayStart = startOfDayInZone(today, timeZone);
  const counts = sqlite
    .prepare(
      `select (select coalesce(max(id), 0) from customers) as customers,
              (select count(*) from alarms where status = 0) as alarms,
              (select count(*) from orders where started_at >= ?) as orders,
              (select coalesce(sum(total_cents), 0) from orders where started_at >= ?) as income`,
    )
    .get(dayStart, dayStart) as { customers: number; alarms: number; orders: number; income: number };
  return {
    stations,
    piles,
    ports: portsById,
    liveChargers,
    livePorts: liveChargers.flatMap((pile) => pile.ports),
    customerCount: counts.customers,
    openAlarms: counts.alarms,
    ordersToday: counts.orders,
    incomeTodayCents: counts.income,
    today,
  };
}
