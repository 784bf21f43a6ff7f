import type { AuditStatus, ChargerStatus, ChargerType } from '@pcharging/api-client/enums';
import { type AppDatabase, tables } from '@pcharging/db';
import { and, asc, count, desc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { SESSION_PORT_STATUSES } from '../../lib/charger-states';
import type { PageWindow } from '../../lib/paging';
import { likePattern } from '../search';

const { piles, ports, stations, operators, orders, chargingSessions } = tables;

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
  created_at: piles.createdAt,
  equipmentid: piles.serial,
  equipmentname: piles.name,
  status: piles.status,
  power: piles.powerKw,
} as const;

/** Serial number or name containing the text, wildcards taken literally. */
export function keywordCondition(keyword: string): SQL | undefined {
  const pattern = likePattern(keyword);
  return or(sql`${piles.serial} like ${pattern} escape '\\'`, sql`${piles.name} like ${pattern} escape '\\'`);
}

function chargerConditions(filters: ChargerFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isNotNull(piles.stationId)];
  if (filters.stationId !== undefined) conditions.push(eq(piles.stationId, filters.stationId));
  if (filters.keyword) conditions.push(keywordCondition(filters.keyword));
  if (filters.status !== undefined) conditions.push(eq(piles.status, filters.status));
  if (filters.type !== undefined) conditions.push(eq(piles.type, filters.type));
  if (filters.manufacturerName) conditions.push(eq(piles.manufacturerName, filters.manufacturerName));
  if (filters.auditStatus !== undefined) conditions.push(eq(piles.auditStatus, filters.auditStatus));
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
    .select({ id: piles.id })
    .from(piles)
    .where(where)
    .orderBy(direction(sortColumns[filters.sort]), direction(piles.id))
    .limit(window.limit)
    .offset(window.offset)
    .as('page');
  return (
    db
      .select({
        pile: piles,
        stationName: stations.name,
        portsAvailable: sql<number>`(select count(*) from ports q where q.pile_id = ${piles.id} and q.status = 1)`,
        portsCharging: sql<number>`(select count(*) from ports q where q.pile_id = ${piles.id} and q.status in (${sessionStatuses}))`,
      })
      .from(page)
      // CROSS JOIN keeps the page the outer loop: joined plainly, SQLite walked every charger and probed the page.
      .crossJoin(piles)
      .innerJoin(stations, eq(stations.id, piles.stationId))
      .where(eq(piles.id, page.id))
      .orderBy(direction(sortColumns[filters.sort]), direction(piles.id))
  );
}

export function listChargerPage(db: AppDatabase, filters: ChargerFilters, window: PageWindow) {
  const items = chargerPageQuery(db, filters, window).all();
  const [totalRow] = db.select({ total: count() }).from(piles).where(chargerConditions(filters)).all();
  return { items, total: totalRow?.total ?? 0 };
}

export type ChargerListItem = ReturnType<typeof listChargerPage>['items'][number];

export function findCharger(db: AppDatabase, id: number) {
  return db
    .select({
      pile: piles,
      station: {
        id: stations.id,
        code: stations.code,
        name: stations.name,
        status: stations.status,
        operatorId: stations.operatorId,
      },
      operatorName: operators.name,
    })
    .from(piles)
    .leftJoin(stations, eq(stations.id, piles.stationId))
    .leftJoin(operators, eq(operators.id, piles.operatorId))
    .where(eq(piles.id, id))
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
  const row = db.select({ id: piles.id }).from(piles).where(eq(piles.serial, serial)).get();
  return row !== undefined && row.id !== exceptId;
}

/** Orders keep their charger and ports: a charger that has charged can no longer be deleted or renumbered. */
export function hasChargingHistory(db: AppDatabase, pileId: number): boolean {
  const portIds = db.select({ id: ports.id }).from(ports).where(eq(ports.pileId, pileId));
  const ordered = db.select({ id: orders.id }).from(orders).where(inArray(orders.portId, portIds)).limit(1).get();
  if (ordered) return true;
  const session = db
    .select({ id: chargingSessions.id })
    .from(chargingSessions)
    .where(eq(chargingSessions.pileId, pileId))
    .limit(1)
    .get();
  return session !== undefined;
}

export function hasSessionInProgress(db: AppDatabase, pileId: number): boolean {
  const row = db
    .select({ id: ports.id })
    .from(ports)
    .where(and(eq(ports.pileId, pileId), inArray(ports.status, [...SESSION_PORT_STATUSES])))
    .limit(1)
    .get();
  return row !== undefined;
}
