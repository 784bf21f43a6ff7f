import { AuditStatus, ChargerStatus, StationStatus } from '@pcharging/api-client/enums';
import type { AppDatabase } from '@pcharging/db';
import { statementsPerDatabase } from '../prepared';

/** An approved charger as the engine reads it, with whether its station operates. */
export interface ChargerRow {
  id: number;
  station_id: number;
  status: number;
  type: number;
  restart_until: number | null;
  station_operating: number;
}

export interface PortRow {
  id: number;
  pile_id: number;
  station_id: number;
  status: number;
  power_kw: number;
  inoperative_since: number | null;
}

/** A session in progress as its row keeps it, for the engine to take up. */
export interface OpenSessionRow {
  id: number;
  port_id: number;
  customer_id: number;
  card_id: number | null;
  start_mode: number;
  started_at: number;
  charging_from: number | null;
  power_w: number;
  energy_wh: number;
  measured_at: number;
  charge_until: number | null;
  stalled_since: number | null;
  power_steps: string;
  stop_requested_at: number | null;
  stop_reason: string;
  stopped_by: number | null;
}

export interface NetworkCounts {
  openAlarms: number;
  ordersToday: number;
  incomeTodayCents: number;
}

const chargerColumns = `select p.id, p.station_id, p.status, p.type, p.restart_until,
    s.status = ${StationStatus.Operating} as station_operating
  from piles p join stations s on s.id = p.station_id
  where p.audit_status = ${AuditStatus.Approved}`;
const portColumns = 'select id, pile_id, station_id, status, power_kw, inoperative_since from ports';
const sessionColumns = `select s.id, s.port_id, s.customer_id, s.card_id, s.start_mode, s.started_at, s.charging_from,
    s.power_w, s.energy_wh, s.measured_at, s.charge_until, s.stalled_since, s.power_steps, s.stop_requested_at,
    s.stop_reason, s.stopped_by
  from charging_sessions s`;

const statements = statementsPerDatabase((sqlite) => ({
  chargers: sqlite.prepare<[], ChargerRow>(`${chargerColumns} order by p.id`),
  charger: sqlite.prepare<[number], ChargerRow>(`${chargerColumns} and p.id = ?`),
  ports: sqlite.prepare<[], PortRow>(`${portColumns} order by id`),
  port: sqlite.prepare<[number], PortRow>(`${portColumns} where id = ?`),
  portsOfCharger: sqlite.prepare<[number], PortRow>(`${portColumns} where pile_id = ? order by id`),
  openSessions: sqlite.prepare<[], OpenSessionRow>(`${sessionColumns} where s.status = 1 order by s.id`),
  openSessionOfPort: sqlite.prepare<[number], OpenSessionRow>(`${sessionColumns} where s.status = 1 and s.port_id = ?`),
  openSessionsOfCharger: sqlite.prepare<[number], OpenSessionRow>(
    `${sessionColumns} where s.status = 1 and s.pile_id = ? order by s.id`,
  ),
  counts: sqlite.prepare<[number, number], NetworkCounts>(
    `select (select count(*) from alarms where status = 0) as openAlarms,
       (select count(*) from orders where started_at >= ?) as ordersToday,
       (select coalesce(sum(total_cents), 0) from orders where started_at >= ?) as incomeTodayCents`,
  ),
  customers: sqlite.prepare<[], number>('select coalesce(max(id), 0) from customers').pluck(),
  openAlarms: sqlite.prepare<[], number>('select count(*) from alarms where status = 0').pluck(),
  restartOver: sqlite
    .prepare<[number], number>(
      `select 1 from piles where status = ${ChargerStatus.Restarting} and restart_until <= ? limit 1`,
    )
    .pluck(),
}));

/** Every approved charger, in id order: only those take part in the living network. */
export const approvedChargers = (db: AppDatabase) => statements(db).chargers.all();
export const approvedCharger = (db: AppDatabase, id: number) => statements(db).charger.get(id);
export const everyPort = (db: AppDatabase) => statements(db).ports.all();
export const portRow = (db: AppDatabase, id: number) => statements(db).port.get(id);
export const portsOfCharger = (db: AppDatabase, chargerId: number) => statements(db).portsOfCharger.all(chargerId);
export const openSessions = (db: AppDatabase) => statements(db).openSessions.all();
export const openSessionOfPort = (db: AppDatabase, portId: number) => statements(db).openSessionOfPort.get(portId);
export const openSessionsOfCharger = (db: AppDatabase, chargerId: number) =>
  statements(db).openSessionsOfCharger.all(chargerId);

/** What the overview counts besides statuses, for the day starting at `dayStart`. */
export function networkCounts(db: AppDatabase, dayStart: number): NetworkCounts {
  return statements(db).counts.get(dayStart, dayStart) ?? { openAlarms: 0, ordersToday: 0, incomeTodayCents: 0 };
}

/** The highest customer id: the engine draws its drivers from 1 to it. */
export const customerCount = (db: AppDatabase): number => statements(db).customers.get() ?? 0;

export const openAlarmCount = (db: AppDatabase): number => statements(db).openAlarms.get() ?? 0;

/** Whether some charger's restart is over (only the engine's commands end it). */
export const restartOver = (db: AppDatabase, now: number): boolean => statements(db).restartOver.get(now) !== undefined;
