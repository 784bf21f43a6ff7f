import { AlarmStatus } from '@pcharging/api-client/enums';
import type { AppDatabase } from '@pcharging/db';
import { statementsPerDatabase } from '../prepared';

export interface NewAlarm {
  stationId: number;
  chargerId: number;
  portId: number | null;
  source: 'pile' | 'port';
  code: string;
  level: number;
  message: string;
  raisedAt: number;
}

export interface AlarmFacts {
  id: number;
  stationId: number | null;
  chargerId: number | null;
  portId: number | null;
  code: string;
  level: number;
  message: string;
  status: AlarmStatus;
  raisedAt: number;
  acknowledgedAt: number | null;
  repairedAt: number | null;
}

export interface AlarmRepair {
  /** Who recorded it; null when the charger recovered on its own. */
  by: number | null;
  at: number;
  note: string;
}

const statements = statementsPerDatabase((sqlite) => ({
  insert: sqlite.prepare<NewAlarm>(
    `insert into alarms (station_id, pile_id, port_id, source, code, level, message, status, raised_at)
     values (@stationId, @chargerId, @portId, @source, @code, @level, @message, ${AlarmStatus.Open}, @raisedAt)`,
  ),
  facts: sqlite.prepare<[number], AlarmFacts>(
    `select id, station_id as stationId, pile_id as chargerId, port_id as portId, code, level, message, status,
       raised_at as raisedAt, acknowledged_at as acknowledgedAt, repaired_at as repairedAt
     from alarms where id = ?`,
  ),
  acknowledge: sqlite.prepare<[number, number, number]>(
    `update alarms set status = ${AlarmStatus.Acknowledged}, acknowledged_at = ?, acknowledged_by = ?
     where id = ? and status = ${AlarmStatus.Open}`,
  ),
  repair: sqlite.prepare<[number, number | null, string, number]>(
    `update alarms set status = ${AlarmStatus.Repaired}, repaired_at = ?, repaired_by = ?, repair_note = ?
     where id = ? and status < ${AlarmStatus.Repaired}`,
  ),
}));

export function insertAlarm(db: AppDatabase, alarm: NewAlarm): number {
  return Number(statements(db).insert.run(alarm).lastInsertRowid);
}

export const alarmFacts = (db: AppDatabase, id: number): AlarmFacts | undefined => statements(db).facts.get(id);

/** An open alarm becomes acknowledged; returns whether it was open. */
export function markAlarmAcknowledged(db: AppDatabase, id: number, by: number, at: number): boolean {
  return statements(db).acknowledge.run(at, by, id).changes > 0;
}

/** An alarm not yet repaired is repaired; returns whether it was not. */
export function markAlarmRepaired(db: AppDatabase, id: number, repair: AlarmRepair): boolean {
  return statements(db).repair.run(repair.at, repair.by, repair.note, id).changes > 0;
}
