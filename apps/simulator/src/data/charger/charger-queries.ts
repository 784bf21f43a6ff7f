import type { AuditStatus, ChargerStatus, ChargerType } from '@pcharging/api-client/enums';
import { type AppDatabase, tables } from '@pcharging/db';
import { and, asc, count, desc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { SESSION_PORT_STATUSES } from '../../lib/charger-states';
import type { PageWindow } from '../../lib/paging';
import { likePattern } from '../search';

const { chargers, ports, stations, operators, orders, chargingSessions } = tables;

export interface ChargerFilters {
  stationId?: number;
  keyword?: string;
  status?: ChargerStatus;
  type?: ChargerType;
  manufacturerName?: string;
  auditStatus?: AuditStatus;
  sort: 'created_at' | 'equipmentid' | 'equipmentname' | 'status' | 'power';
  order: 'asc' | 'desc';
}

const sortColumns = {
  created_at: chargers.createdAt,
  equipmentid: chargers.serial,
  equipmentname: chargers.name,
  status: chargers.status,
  power: chargers.powerKw,
} as const;

/** Serial number or name containing the text, wildcards taken literally. */
export function keywordCondition(keyword: string): SQL | undefined {
  const pattern = likePattern(keyword);
  return or(sql`${chargers.serial} like ${pattern} escape '\\'`, sql`${chargers.name} like ${pattern} escape '\\'`);
}

function chargerConditions(filters: ChargerFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isNotNull(chargers.stationId)];
  if (filters.stationId !== undefined) conditions.push(eq(chargers.stationId, filters.stationId));
  if (filters.keyword) conditions.push(keywordCondition(filters.keyword));
  if (filters.status !== undefined) conditions.push(eq(chargers.status, filters.status));
  if (filters.type !== undefined) conditions.push(eq(chargers.type, filters.type));
  if (filters.manufacturerName) conditions.push(eq(chargers.manufacturerName, filters.manufacturerName));
  if (filters.auditStatus !== undefined) conditions.push(eq(chargers.auditStatus, filters.auditStatus));
  return and(...conditions);
}

/**
 * Installed chargers only: chargers in stock belong to the equipment list. The page's ids are chosen first and its
 * ports counted for those rows only: counted in the same select, SQLite worked them out for every match before
 * sorting (20,000 chargers on the `large` seed).
 */
export function chargerPageQuery(db: AppDatabase, filters: ChargerFilters, window: PageWindow) {
  const where = chargerConditions(filters);
  const direction = filters.order === 'asc' ? asc : desc;
  const sessionStatuses = sql.raw(SESSION_PORT_STATUSES.join(', '));
  const page = db
    .select({ id: chargers.id })
    .from(chargers)
    .where(where)
    .orderBy(direction(sortColumns[filters.sort]), direction(chargers.id))
    .limit(window.limit)
    .offset(window.offset)
    .as('page');
  return (
    db
      .select({
        charger: chargers,
        stationName: stations.name,
        portsAvailable: sql<number>`(select count(*) from ports q where q.pile_id = ${chargers.id} and q.status = 1)`,
        portsCharging: sql<number>`(select count(*) from ports q where q.pile_id = ${chargers.id} and q.status in (${sessionStatuses}))`,
      })
      .from(page)
      // CROSS JOIN keeps the page the outer loop: joined plainly, SQLite walked every charger and probed the page.
      .crossJoin(chargers)
      .innerJoin(stations, eq(stations.id, chargers.stationId))
      .where(eq(chargers.id, page.id))
      .orderBy(direction(sortColumns[filters.sort]), direction(chargers.id))
  );
}

export function listChargerPage(db: AppDatabase, filters: ChargerFilters, window: PageWindow) {
  const items = chargerPageQuery(db, filters, window).all();
  const [totalRow] = db.select({ total: count() }).from(chargers).where(chargerConditions(filters)).all();
  return { items, total: totalRow?.total ?? 0 };
}

export type ChargerListItem = ReturnType<typeof listChargerPage>['items'][number];

export function findCharger(db: AppDatabase, id: number) {
  return db
    .select({
      charger: chargers,
      station: {
        id: stations.id,
        code: stations.code,
        name: stations.name,
        status: stations.status,
        operatorId: stations.operatorId,
      },
      operatorName: operators.name,
    })
    .from(chargers)
    .leftJoin(stations, eq(stations.id, chargers.stationId))
    .leftJoin(operators, eq(operators.id, chargers.operatorId))
    .where(eq(chargers.id, id))
    .get();
}

export type ChargerRecord = NonNullable<ReturnType<typeof findCharger>>;

export function findStationRef(db: AppDatabase, stationId: number) {
  return db
    .select({ id: stations.id, operatorId: stations.operatorId })
    .from(stations)
    .where(eq(stations.id, stationId))
    .get();
}

export function serialTaken(db: AppDatabase, serial: string, exceptId?: number): boolean {
  const row = db.select({ id: chargers.id }).from(chargers).where(eq(chargers.serial, serial)).get();
  return row !== undefined && row.id !== exceptId;
}

/** Orders keep their charger and ports: a charger that has charged can no longer be deleted or renumbered. */
export function hasChargingHistory(db: AppDatabase, chargerId: number): boolean {
  const portIds = db.select({ id: ports.id }).from(ports).where(eq(ports.chargerId, chargerId));
  const ordered = db.select({ id: orders.id }).from(orders).where(inArray(orders.portId, portIds)).limit(1).get();
  if (ordered) return true;
  const session = db
    .select({ id: chargingSessions.id })
    .from(chargingSessions)
    .where(eq(chargingSessions.chargerId, chargerId))
    .limit(1)
    .get();
  return session !== undefined;
}

export function hasSessionInProgress(db: AppDatabase, chargerId: number): boolean {
  const row = db
    .select({ id: ports.id })
    .from(ports)
    .where(and(eq(ports.chargerId, chargerId), inArray(ports.status, [...SESSION_PORT_STATUSES])))
    .limit(1)
    .get();
  return row !== undefined;
}
