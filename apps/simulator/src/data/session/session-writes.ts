import type { AppDatabase } from '@pcharging/db';
import type { OrderEndKind } from '../../lib/order-end-kind';
import { statementsPerDatabase } from '../prepared';

/** A charging session's row is open (status 1) while it runs and ended (status 2) once it has. */
const OPEN = 1;
const ENDED = 2;

export interface NewSession {
  stationId: number;
  chargerId: number;
  portId: number;
  customerId: number;
  cardId: number | null;
  startMode: number;
  startedAt: number;
}

export interface SessionProgress {
  chargingFrom: number | null;
  powerW: number;
  energyWh: number;
  measuredAt: number;
  chargeUntil: number | null;
  stalledSince: number | null;
  steps: ReadonlyArray<readonly [number, number]>;
}

export interface SessionEnding {
  endedAt: number;
  endKind: OrderEndKind;
  stoppedBy: number | null;
  stopReason: string;
  orderId: number | null;
  energyWh: number;
}

const statements = statementsPerDatabase((sqlite) => ({
  insert: sqlite.prepare<NewSession>(
    `insert into charging_sessions (station_id, pile_id, port_id, customer_id, card_id, start_mode, status,
       started_at, measured_at)
     values (@stationId, @chargerId, @portId, @customerId, @cardId, @startMode, ${OPEN}, @startedAt, @startedAt)`,
  ),
  progress: sqlite.prepare<[number | null, number, number, number, number | null, number | null, string, number]>(
    `update charging_sessions set charging_from = ?, power_w = ?, energy_wh = ?, measured_at = ?, charge_until = ?,
       stalled_since = ?, power_steps = ? where id = ?`,
  ),
  requestStop: sqlite.prepare<[number, number, string, number]>(
    'update charging_sessions set stop_requested_at = ?, stopped_by = ?, stop_reason = ? where id = ?',
  ),
  close: sqlite.prepare<SessionEnding & { id: number }>(
    `update charging_sessions set status = ${ENDED}, ended_at = @endedAt, end_kind = @endKind,
       stopped_by = @stoppedBy, stop_reason = @stopReason, order_id = @orderId, energy_wh = @energyWh,
       measured_at = @endedAt, power_w = 0
     where id = @id and status = ${OPEN}`,
  ),
}));

/** Records a driver plugging in: a session in progress, not charging yet. Returns its id. */
export function insertSession(db: AppDatabase, session: NewSession): number {
  return Number(statements(db).insert.run(session).lastInsertRowid);
}

export function saveSessionProgress(db: AppDatabase, id: number, progress: SessionProgress): void {
  statements(db).progress.run(
    progress.chargingFrom,
    progress.powerW,
    progress.energyWh,
    progress.measuredAt,
    progress.chargeUntil,
    progress.stalledSince,
    JSON.stringify(progress.steps),
    id,
  );
}

/** An operator's stop, kept on the session until its charger can carry it out. */
export function requestSessionStop(
  db: AppDatabase,
  id: number,
  stop: { at: number; by: number; reason: string },
): void {
  statements(db).requestStop.run(stop.at, stop.by, stop.reason, id);
}

/** Ends a session in the books; one already ended stays as it was. */
export function closeSession(db: AppDatabase, id: number, ending: SessionEnding): void {
  statements(db).close.run({ ...ending, id });
}
