import { AlarmStatus } from '@pcharging/api-client/enums';
import { type AppDatabase, tables } from '@pcharging/db';
import { and, count, desc, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { PageWindow } from '../../lib/paging';
import { pageOf } from '../page';

const { alarms, stations, chargers, ports, adminUsers } = tables;

/** alarm_status codes, as the alarm_status dictionary names them. */
export interface AlarmFilters {
  status?: AlarmStatus;
  level?: number;
  source?: string;
  stationId?: number;
  chargerId?: number;
  /** Inclusive epoch ms bounds of raised_at. */
  raisedFrom?: number;
  raisedTo?: number;
}

function filterConditions(filters: AlarmFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.status !== undefined) conditions.push(eq(alarms.status, filters.status));
  if (filters.level !== undefined) conditions.push(eq(alarms.level, filters.level));
  if (filters.source !== undefined) conditions.push(eq(alarms.source, filters.source));
  if (filters.stationId !== undefined) conditions.push(eq(alarms.stationId, filters.stationId));
  if (filters.chargerId !== undefined) conditions.push(eq(alarms.chargerId, filters.chargerId));
  if (filters.raisedFrom !== undefined) conditions.push(gte(alarms.raisedAt, filters.raisedFrom));
  if (filters.raisedTo !== undefined) conditions.push(lte(alarms.raisedAt, filters.raisedTo));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const acknowledger = alias(adminUsers, 'acknowledger');
const repairer = alias(adminUsers, 'repairer');

/** Alarms with the names of what raised them and of who handled them. */
function alarmSelect(db: AppDatabase) {
  return db
    .select({
      alarm: alarms,
      stationName: stations.name,
      chargerSerial: chargers.serial,
      chargerName: chargers.name,
      portCode: ports.code,
      acknowledgedBy: acknowledger.username,
      repairedBy: repairer.username,
    })
    .from(alarms)
    .leftJoin(stations, eq(stations.id, alarms.stationId))
    .leftJoin(chargers, eq(chargers.id, alarms.chargerId))
    .leftJoin(ports, eq(ports.id, alarms.portId))
    .leftJoin(acknowledger, eq(acknowledger.id, alarms.acknowledgedBy))
    .leftJoin(repairer, eq(repairer.id, alarms.repairedBy));
}

export function listAlarmPage(db: AppDatabase, filters: AlarmFilters, window: PageWindow) {
  const where = filterConditions(filters);
  const rows = alarmSelect(db).where(where).orderBy(desc(alarms.raisedAt), desc(alarms.id));
  return pageOf(db, rows, window, alarms, where);
}

export function findAlarm(db: AppDatabase, id: number) {
  return alarmSelect(db).where(eq(alarms.id, id)).get();
}

export type AlarmRecord = NonNullable<ReturnType<typeof findAlarm>>;

/** Alarms still to handle, by status, each an indexed count. */
export function countUnrepairedAlarms(db: AppDatabase) {
  const rows = db
    .select({ status: alarms.status, n: count() })
    .from(alarms)
    .where(lt(alarms.status, AlarmStatus.Repaired))
    .groupBy(alarms.status)
    .all();
  const of = (status: number) => rows.find((row) => row.status === status)?.n ?? 0;
  return { open: of(AlarmStatus.Open), acknowledged: of(AlarmStatus.Acknowledged) };
}
