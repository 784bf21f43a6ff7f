import type { AppDatabase } from '@pcharging/db';
import { statementsPerDatabase } from '../prepared';

/** A port's figures of its day, as the port's row keeps them. */
export interface PortDay {
  date: string;
  energyWh: number;
  sessions: number;
  minutes: number;
}

export interface StatusChange {
  stationId: number;
  chargerId: number;
  /** Null for the charger's own status. */
  portId: number | null;
  from: number;
  to: number;
  at: number;
}

const dayColumns =
  'today_date as date, today_energy_wh as energyWh, today_sessions as sessions, today_minutes as minutes';

const statements = statementsPerDatabase((sqlite) => ({
  chargerStatus: sqlite.prepare<[number, number | null, number, number, number]>(
    'update piles set status = ?, restart_until = ?, last_heartbeat_at = ?, updated_at = ? where id = ?',
  ),
  statusChange: sqlite.prepare<StatusChange>(
    `insert into status_events (station_id, pile_id, port_id, from_status, to_status, at)
     values (@stationId, @chargerId, @portId, @from, @to, @at)`,
  ),
  portStatus: sqlite.prepare<[number, number, number], PortDay>(
    `update ports set status = ?, updated_at = ? where id = ? returning ${dayColumns}`,
  ),
  portSession: sqlite.prepare<{ id: number; status: number; day: string; at: number } & Omit<PortDay, 'date'>, PortDay>(
    `update ports set status = @status,
       today_energy_wh = (case when today_date = @day then today_energy_wh else 0 end) + @energyWh,
       today_sessions = (case when today_date = @day then today_sessions else 0 end) + @sessions,
       today_minutes = (case when today_date = @day then today_minutes else 0 end) + @minutes,
       today_date = @day, updated_at = @at
     where id = @id returning ${dayColumns}`,
  ),
  availability: sqlite.prepare<[number | null, number | null, string, number, number], PortDay>(
    `update ports set status = coalesce(?, status), inoperative_since = ?, inoperative_reason = ?, updated_at = ?
     where id = ? returning ${dayColumns}`,
  ),
}));

const noDay: PortDay = { date: '', energyWh: 0, sessions: 0, minutes: 0 };

/** A charger's live status as the device reports it; every report counts as a heartbeat. */
export function setChargerStatus(
  db: AppDatabase,
  id: number,
  change: { status: number; restartUntil: number | null; at: number },
): void {
  statements(db).chargerStatus.run(change.status, change.restartUntil, change.at, change.at, id);
}

export function recordStatusChange(db: AppDatabase, change: StatusChange): void {
  statements(db).statusChange.run(change);
}

/** Sets a port's status; returns the figures of its day as they stand. */
export function setPortStatus(db: AppDatabase, id: number, status: number, at: number): PortDay {
  return statements(db).portStatus.get(status, at, id) ?? noDay;
}

/**
 * Sets a port's status and counts a session that ended in its day (`day`, the network's): the day's figures start
 * again from nothing when the row still holds an earlier day's. Returns the figures as they stand.
 */
export function setPortStatusCounting(
  db: AppDatabase,
  id: number,
  change: { status: number; day: string; at: number; energyWh: number; sessions: number; minutes: number },
): PortDay {
  return statements(db).portSession.get({ id, ...change }) ?? noDay;
}

/** Holds a port out of service since `at` with a reason, or puts it back; a null status keeps the status. */
export function setPortAvailability(
  db: AppDatabase,
  id: number,
  change: { status: number | null; inoperative: boolean; reason: string; at: number },
): PortDay {
  const { status, inoperative, reason, at } = change;
  return statements(db).availability.get(status, inoperative ? at : null, inoperative ? reason : '', at, id) ?? noDay;
}
