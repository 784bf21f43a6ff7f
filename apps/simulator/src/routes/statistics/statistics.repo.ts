import { type AppDatabase, tables } from '@pcharging/db';
import { and, between, desc, eq, isNotNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PageWindow } from '../../lib/paging';
import type { DayRange } from './statistics-range';

const {
  orderDailyStats: byStationAndMode,
  orderDailyStationStats: byStation,
  orderDailyNetworkStats: byMode,
  stations,
  piles,
  ports,
  customers,
  alarms,
} = tables;

type Rollup = typeof byStationAndMode | typeof byStation | typeof byMode;

/** The columns a figure is the sum of: a rollup's, or those of sums already grouped once. */
interface SummedColumns {
  orders: SQLWrapper;
  energyWh: SQLWrapper;
  chargingMinutes: SQLWrapper;
  totalCents: SQLWrapper;
  electFeeCents: SQLWrapper;
  serviceFeeCents: SQLWrapper;
  parkFeeCents: SQLWrapper;
}

/** The figure a ranking of stations orders by. */
const rankedBy = <C extends SQLWrapper>(
  order: 'income' | 'energy' | 'orders',
  columns: Record<'totalCents' | 'energyWh' | 'orders', C>,
) => (order === 'energy' ? columns.energyWh : order === 'orders' ? columns.orders : columns.totalCents);

function sumsOf(columns: SummedColumns) {
  return {
    orders: sql<number>`coalesce(sum(${columns.orders}), 0)`,
    energyWh: sql<number>`coalesce(sum(${columns.energyWh}), 0)`,
    chargingMinutes: sql<number>`coalesce(sum(${columns.chargingMinutes}), 0)`,
    totalCents: sql<number>`coalesce(sum(${columns.totalCents}), 0)`,
    electFeeCents: sql<number>`coalesce(sum(${columns.electFeeCents}), 0)`,
    serviceFeeCents: sql<number>`coalesce(sum(${columns.serviceFeeCents}), 0)`,
    parkFeeCents: sql<number>`coalesce(sum(${columns.parkFeeCents}), 0)`,
  };
}

/** Sums over the rollup rows a query groups; equal to the sums over the orders they stand for. */
const figures = (rollup: Rollup) => sumsOf({ ...rollup, chargingMinutes: rollup.durationMinutes });
export type FigureSums = { [K in keyof ReturnType<typeof figures>]: number };

const inDays = (rollup: Rollup, range: DayRange) => between(rollup.day, range.from, range.to);

/** The sums under their own names, so that a query can read them from a subquery. */
function aliased(sums: ReturnType<typeof figures>) {
  return {
    orders: sums.orders.as('orders'),
    energyWh: sums.energyWh.as('energy_wh'),
    chargingMinutes: sums.chargingMinutes.as('charging_minutes'),
    totalCents: sums.totalCents.as('total_cents'),
    electFeeCents: sums.electFeeCents.as('elect_fee_cents'),
    serviceFeeCents: sums.serviceFeeCents.as('service_fee_cents'),
    parkFeeCents: sums.parkFeeCents.as('park_fee_cents'),
  };
}

/**
 * Each station's sums over the days: the stations are walked in id order (a CROSS JOIN keeps them the outer loop)
 * and each one's days summed from the station-first covering index, so the grouping needs no sort and the table
 * is never read.
 */
function perStation(range: DayRange, stationId: number | undefined) {
  return and(
    eq(byStation.stationId, stations.id),
    inDays(byStation, range),
    stationId === undefined ? undefined : eq(stations.id, stationId),
  );
}

/** One station's days, or the whole network's: the smallest rollup that answers. */
function daysOf(range: DayRange, stationId: number | undefined): { rollup: Rollup; where: SQL | undefined } {
  if (stationId === undefined) return { rollup: byMode, where: inDays(byMode, range) };
  return { rollup: byStation, where: and(inDays(byStation, range), eq(byStation.stationId, stationId)) };
}

/** Each query is built here and run by the caller, so a test can read its plan with EXPLAIN QUERY PLAN. */
export const statisticsQueries = {
  totals: (db: AppDatabase, range: DayRange, stationId?: number) => {
    const { rollup, where } = daysOf(range, stationId);
    return db.select(figures(rollup)).from(rollup).where(where);
  },
  byDay: (db: AppDatabase, range: DayRange, stationId?: number) => {
    const { rollup, where } = daysOf(range, stationId);
    return db
      .select({ day: rollup.day, ...figures(rollup) })
      .from(rollup)
      .where(where)
      .groupBy(rollup.day)
      .orderBy(rollup.day);
  },
  byStartMode: (db: AppDatabase, range: DayRange, stationId?: number) => {
    const rollup = stationId === undefined ? byMode : byStationAndMode;
    const where =
      stationId === undefined
        ? inDays(byMode, range)
        : and(inDays(byStationAndMode, range), eq(byStationAndMode.stationId, stationId));
    return db
      .select({ key: rollup.startMode, ...figures(rollup) })
      .from(rollup)
      .where(where)
      .groupBy(rollup.startMode)
      .orderBy(rollup.startMode);
  },
  byStationType: (db: AppDatabase, range: DayRange, stationId?: number) => {
    const sums = db
      .select({ type: stations.type, ...aliased(figures(byStation)) })
      .from(stations)
      .crossJoin(byStation)
      .where(perStation(range, stationId))
      .groupBy(stations.id)
      .as('per_station');
    return db
      .select({ key: sums.type, ...sumsOf(sums) })
      .from(sums)
      .groupBy(sums.type)
      .orderBy(sums.type);
  },
  /** One page of the stations with orders in the range, ranked, each row with how many stations there are. */
  byStation: (db: AppDatabase, range: DayRange, order: 'income' | 'energy' | 'orders', window: PageWindow) => {
    const sums = figures(byStation);
    return db
      .select({
        stationId: stations.id,
        stationCode: stations.code,
        stationName: stations.name,
        city: stations.city,
        ...sums,
        // Counted over the groups before LIMIT: the total of the ranking comes with its page.
        stations: sql<number>`count(*) over ()`,
      })
      .from(stations)
      .crossJoin(byStation)
      .where(perStation(range, undefined))
      .groupBy(stations.id)
      .orderBy(desc(rankedBy(order, sums)), stations.id)
      .limit(window.limit)
      .offset(window.offset);
  },
  stationsWithOrders: (db: AppDatabase, range: DayRange) =>
    db
      .select({ total: sql<number>`count(distinct ${byStation.stationId})` })
      .from(byStation)
      .where(inDays(byStation, range)),
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
      charging: countWhere(sql`${ports.status} in (2, 3, 4)`),
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
