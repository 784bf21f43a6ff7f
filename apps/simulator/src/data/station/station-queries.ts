import type { StationStatus } from '@pcharging/api-client/enums';
import { type AppDatabase, foldText, tables } from '@pcharging/db';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PageWindow } from '../../lib/paging';
import { pageOf } from '../page';
import { preparedPerShape, rawStatement } from '../prepared';
import { foldedContains, foldedPattern } from '../search';

const { stations, operators, chargers, ports, priceTemplates, stationLoadHistory, alarms, orders } = tables;

export interface StationFilters {
  name?: string;
  status?: StationStatus;
  type?: number;
  city?: string;
  operatorId?: number;
  sort: 'created_at' | 'name' | 'status' | 'city';
  order: 'asc' | 'desc';
}

const sortColumns = {
  created_at: stations.createdAt,
  name: stations.name,
  status: stations.status,
  city: stations.city,
} as const;

export type StationShape = Pick<StationFilters, 'sort' | 'order'> & {
  [K in Exclude<keyof StationFilters, 'sort' | 'order'>]: boolean;
};

function shapeOf(filters: StationFilters): StationShape {
  return {
    name: Boolean(filters.name),
    status: filters.status !== undefined,
    type: filters.type !== undefined,
    city: Boolean(filters.city),
    operatorId: filters.operatorId !== undefined,
    sort: filters.sort,
    order: filters.order,
  };
}

const shapeKey = (shape: StationShape) =>
  `${shape.sort} ${shape.order} ${[shape.name, shape.status, shape.type, shape.city, shape.operatorId].map(Number).join('')}`;

/** The filters a shape has, each comparing with the placeholder of the same name. */
function filterConditions(shape: StationShape): SQL | undefined {
  const conditions: SQL[] = [];
  if (shape.name) {
    // One box finds a station by its name, its code, or where it is, typed with or without accents.
    const byName = foldedContains(
      [stations.name, stations.code, stations.city, stations.district, stations.address],
      sql.placeholder('name'),
    );
    if (byName) conditions.push(byName);
  }
  if (shape.status) conditions.push(eq(stations.status, sql.placeholder('status')));
  if (shape.type) conditions.push(eq(stations.type, sql.placeholder('type')));
  if (shape.city) conditions.push(sql`fold(${stations.city}) = ${sql.placeholder('city')}`);
  if (shape.operatorId) conditions.push(eq(stations.operatorId, sql.placeholder('operatorId')));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export interface StationListRecord {
  id: number;
  code: string;
  name: string;
  tel: string;
  status: StationStatus;
  type: number;
  city: string;
  district: string;
  address: string;
  operatorId: number;
  operatorName: string;
  createdAt: number;
  chargers: number;
  portsTotal: number;
  portsAvailable: number;
}

/** One page of stations in the shape's order (placeholders for its filters, `limit` and `offset`). */
export function stationPageQuery(db: AppDatabase, shape: StationShape): SQL {
  const direction = shape.order === 'asc' ? asc : desc;
  // The page's ids first: the counts below are then worked out for its rows only, not for every match before sorting.
  const pageIds = db
    .select({ id: stations.id })
    .from(stations)
    .where(filterConditions(shape))
    .orderBy(direction(sortColumns[shape.sort]), direction(stations.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  const order = sql.raw(`s.${sortColumns[shape.sort].name} ${shape.order}, s.id ${shape.order}`);
  // Joined as a table (`id IN (page)` took SQLite ~4 times as long for the same rows), the page as the outer loop;
  // the rows come as objects named by their aliases, not mapped again by drizzle.
  return sql`select s.id as id, s.code as code, s.name as name, s.tel as tel, s.status as status, s.type as type,
      s.city as city, s.district as district, s.address as address, s.operator_id as operatorId,
      o.name as operatorName, s.created_at as createdAt,
      (select count(*) from piles p where p.station_id = s.id) as chargers,
      (select count(*) from ports q where q.station_id = s.id) as portsTotal,
      (select count(*) from ports q where q.station_id = s.id and q.status = 1) as portsAvailable
    from ${pageIds} page
    cross join stations s on s.id = page.id
    cross join operators o on o.id = s.operator_id
    order by ${order}`;
}

const stationPageStatement = preparedPerShape(shapeKey, (db, shape: StationShape) =>
  rawStatement<StationListRecord>(db, stationPageQuery(db, shape)),
);

const stationCountStatement = preparedPerShape(shapeKey, (db, shape: StationShape) =>
  db.select({ total: count() }).from(stations).where(filterConditions(shape)).prepare(),
);

/** The placeholder values of the filters given. */
function filterValues(filters: StationFilters) {
  return {
    ...(filters.name ? { name: foldedPattern(filters.name) } : {}),
    ...(filters.status === undefined ? {} : { status: filters.status }),
    ...(filters.type === undefined ? {} : { type: filters.type }),
    ...(filters.city ? { city: foldText(filters.city) } : {}),
    ...(filters.operatorId === undefined ? {} : { operatorId: filters.operatorId }),
  };
}

export function listStationPage(db: AppDatabase, filters: StationFilters, window: PageWindow) {
  const shape = shapeOf(filters);
  const values = filterValues(filters);
  const items = stationPageStatement(db, shape).all({ ...values, limit: window.limit, offset: window.offset });
  const totalRow = stationCountStatement(db, shape).get(values);
  return { items, total: totalRow?.total ?? 0 };
}

export function findStation(db: AppDatabase, id: number) {
  return db
    .select({
      station: stations,
      operatorName: operators.name,
      templateName: priceTemplates.name,
    })
    .from(stations)
    .innerJoin(operators, eq(operators.id, stations.operatorId))
    .leftJoin(priceTemplates, eq(priceTemplates.id, stations.priceTemplateId))
    .where(eq(stations.id, id))
    .get();
}

export type StationRecord = NonNullable<ReturnType<typeof findStation>>;

/** Live figures for the operation-info tab, each from an indexed count. */
export function stationFigures(db: AppDatabase, stationId: number, today: string) {
  const chargerCounts = db
    .select({ status: chargers.status, n: count() })
    .from(chargers)
    .where(eq(chargers.stationId, stationId))
    .groupBy(chargers.status)
    .all();
  const portCounts = db
    .select({ status: ports.status, n: count() })
    .from(ports)
    .where(eq(ports.stationId, stationId))
    .groupBy(ports.status)
    .all();
  const todayRow = db
    .select({
      energyWh: sql<number>`coalesce(sum(${ports.todayEnergyWh}), 0)`,
      sessions: sql<number>`coalesce(sum(${ports.todaySessions}), 0)`,
    })
    .from(ports)
    .where(and(eq(ports.stationId, stationId), eq(ports.todayDate, today)))
    .get();
  const [openAlarms] = db
    .select({ n: count() })
    .from(alarms)
    .where(and(eq(alarms.stationId, stationId), sql`${alarms.status} < 2`))
    .all();
  const chargers_ = (status?: number) =>
    chargerCounts.filter((row) => status === undefined || row.status === status).reduce((sum, row) => sum + row.n, 0);
  const ports_ = (status?: number) =>
    portCounts.filter((row) => status === undefined || row.status === status).reduce((sum, row) => sum + row.n, 0);
  return {
    piles: chargers_(),
    piles_online: chargers_(1),
    piles_offline: chargers_(0) + chargers_(3),
    piles_fault: chargers_(2),
    ports_total: ports_(),
    ports_available: ports_(1),
    ports_charging: ports_(2) + ports_(3) + ports_(4),
    ports_faulted: ports_(5),
    today_energy_kwh: Math.round((todayRow?.energyWh ?? 0) / 10) / 100,
    today_sessions: todayRow?.sessions ?? 0,
    open_alarms: openAlarms?.n ?? 0,
  };
}

export function operatorExists(db: AppDatabase, operatorId: number): boolean {
  return db.select({ id: operators.id }).from(operators).where(eq(operators.id, operatorId)).get() !== undefined;
}

export function stationNameTaken(db: AppDatabase, name: string, exceptId?: number): boolean {
  const row = db.select({ id: stations.id }).from(stations).where(eq(stations.name, name)).get();
  return row !== undefined && row.id !== exceptId;
}

export function nextStationCode(db: AppDatabase): string {
  const row = db
    .select({ max: sql<number>`coalesce(max(${stations.id}), 0)` })
    .from(stations)
    .get();
  return `ST${String((row?.max ?? 0) + 1).padStart(6, '0')}`;
}

export function stationInUse(db: AppDatabase, stationId: number): boolean {
  const charger = db.select({ id: chargers.id }).from(chargers).where(eq(chargers.stationId, stationId)).limit(1).get();
  const order = db.select({ id: orders.id }).from(orders).where(eq(orders.stationId, stationId)).limit(1).get();
  return charger !== undefined || order !== undefined;
}

export function listLoadHistoryPage(db: AppDatabase, stationId: number, window: PageWindow) {
  const where = eq(stationLoadHistory.stationId, stationId);
  const rows = db
    .select()
    .from(stationLoadHistory)
    .where(where)
    .orderBy(desc(stationLoadHistory.changedAt), desc(stationLoadHistory.id));
  return pageOf(db, rows, window, stationLoadHistory, where);
}
