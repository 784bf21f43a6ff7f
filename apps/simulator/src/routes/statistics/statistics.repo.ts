import { type AppDatabase, tables } from '@pcharging/db';
import { and, between, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { PageWindow } from '../../lib/paging';
import type { DayRange } from './statistics-range';

const { orderDailyStats: rollup, stations, piles, ports, customers, alarms } = tables;

/** Sums over the rollup rows a query groups; equal to the sums over the orders they stand for. */
const figures = {
  orders: sql<number>`coalesce(sum(${rollup.orders}), 0)`,
  energyWh: sql<number>`coalesce(sum(${rollup.energyWh}), 0)`,
  chargingMinutes: sql<number>`coalesce(sum(${rollup.durationMinutes}), 0)`,
  totalCents: sql<number>`coalesce(sum(${rollup.totalCents}), 0)`,
  electFeeCents: sql<number>`coalesce(sum(${rollup.electFeeCents}), 0)`,
  serviceFeeCents: sql<number>`coalesce(sum(${rollup.serviceFeeCents}), 0)`,
  parkFeeCents: sql<number>`coalesce(sum(${rollup.parkFeeCents}), 0)`,
};
export type FigureSums = { [K in keyof typeof figures]: number };

function inRange(range: DayRange, stationId: number | undefined): SQL | undefined {
  return and(
    between(rollup.day, range.from, range.to),
    stationId === undefined ? undefined : eq(rollup.stationId, stationId),
  );
}

/** Each query is built here and run by the caller, so a test can read its plan with EXPLAIN QUERY PLAN. */
export const statisticsQueries = {
  totals: (db: AppDatabase, range: DayRange, stationId?: number) =>
    db.select(figures).from(rollup).where(inRange(range, stationId)),
  byDay: (db: AppDatabase, range: DayRange, stationId?: number) =>
    db
      .select({ day: rollup.day, ...figures })
      .from(rollup)
      .where(inRange(range, stationId))
      .groupBy(rollup.day)
      .orderBy(rollup.day),
  byStartMode: (db: AppDatabase, range: DayRange, stationId?: number) =>
    db
      .select({ key: rollup.startMode, ...figures })
      .from(rollup)
      .where(inRange(range, stationId))
      .groupBy(rollup.startMode)
      .orderBy(rollup.startMode),
  byStationType: (db: AppDatabase, range: DayRange, stationId?: number) =>
    db
      .select({ key: stations.type, ...figures })
      .from(rollup)
      .innerJoin(stations, eq(stations.id, rollup.stationId))
      .where(inRange(range, stationId))
      .groupBy(stations.type)
      .orderBy(stations.type),
  byStation: (db: AppDatabase, range: DayRange, order: 'income' | 'energy' | 'orders', window: PageWindow) =>
    db
      .select({
        stationId: rollup.stationId,
        stationCode: stations.code,
        stationName: stations.name,
        city: stations.city,
        ...figures,
      })
      .from(rollup)
      .innerJoin(stations, eq(stations.id, rollup.stationId))
      .where(inRange(range, undefined))
      .groupBy(rollup.stationId)
      .orderBy(
        desc(order === 'energy' ? figures.energyWh : order === 'orders' ? figures.orders : figures.totalCents),
        rollup.stationId,
      )
      .limit(window.limit)
      .offset(window.offset),
  stationsWithOrders: (db: AppDatabase, range: DayRange) =>
    db
      .select({ total: sql<number>`count(distinct ${rollup.stationId})` })
      .from(rollup)
      .where(inRange(range, undefined)),
};

export interface NetworkCounts {
  stations: number;
  stationsOperating: number;
  chargers: number;
  chargersOnline: number;
  chargersFault: number;
  ports: number;
  portsAvailable: number;
  portsCharging: number;
  portsFaulted: number;
  customers: number;
  openAlarms: number;
}

const countWhere = (condition: SQL) => sql<number>`coalesce(sum(case when ${condition} then 1 else 0 end), 0)`;

/** What the network looks like right now, for the whole network or one station. */
export function networkCounts(db: AppDatabase, stationId?: number): NetworkCounts {
  const station = db
    .select({ total: sql<number>`count(*)`, operating: countWhere(sql`${stations.status} = 3`) })
    .from(stations)
    .where(stationId === undefined ? undefined : eq(stations.id, stationId))
    .get();
  const charger = db
    .select({
      total: sql<number>`count(*)`,
      online: countWhere(sql`${piles.status} = 1`),
      fault: countWhere(sql`${piles.status} = 2`),
    })
    .from(piles)
    .where(
      and(
        stationId === undefined ? isNotNull(piles.stationId) : eq(piles.stationId, stationId),
        eq(piles.auditStatus, 3),
      ),
    )
    .get();
  const port = db
    .select({
      total: sql<number>`count(*)`,
      available: countWhere(sql`${ports.status} = 1`),
      charging: countWhere(sql`${ports.status} = 3`),
      faulted: countWhere(sql`${ports.status} = 5`),
    })
    .from(ports)
    .where(stationId === undefined ? isNotNull(ports.stationId) : eq(ports.stationId, stationId))
    .get();
  const customer = db.select({ total: sql<number>`count(*)` }).from(customers).get();
  const alarm = db
    .select({ total: sql<number>`count(*)` })
    .from(alarms)
    .where(and(eq(alarms.status, 0), stationId === undefined ? undefined : eq(alarms.stationId, stationId)))
    .get();
  return {
    stations: station?.total ?? 0,
    stationsOperating: station?.operating ?? 0,
    chargers: charger?.total ?? 0,
    chargersOnline: charger?.online ?? 0,
    chargersFault: charger?.fault ?? 0,
    ports: port?.total ?? 0,
    portsAvailable: port?.available ?? 0,
    portsCharging: port?.charging ?? 0,
    portsFaulted: port?.faulted ?? 0,
    customers: customer?.total ?? 0,
    openAlarms: alarm?.total ?? 0,
  };
}
