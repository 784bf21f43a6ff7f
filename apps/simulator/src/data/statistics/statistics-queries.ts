import { ChargerStatus, PortStatus } from '@pcharging/api-client/enums';
import { type AppDatabase, tables } from '@pcharging/db';
import { addDays, startOfDayInZone } from '@pcharging/validation';
import { and, between, count, desc, eq, gte, isNotNull, lt, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { DayRange } from '../../lib/day-range';
import type { PageWindow } from '../../lib/paging';

const {
  orderDailyStats: byStationAndMode,
  orderDailyStationStats: byStation,
  orderDailyNetworkStats: byMode,
  orderStationRunningTotals: runningTotals,
  stations,
  chargers,
  ports,
  portStatusCounts,
  customers,
  alarms,
  orders,
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
  refundedCents: SQLWrapper;
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
    refundedCents: sql<number>`coalesce(sum(${columns.refundedCents}), 0)`,
  };
}

/** Sums over the rollup rows a query groups; equal to the sums over the orders they stand for. */
const figures = (rollup: Rollup) => sumsOf({ ...rollup, chargingMinutes: rollup.durationMinutes });
export type FigureSums = { [K in keyof ReturnType<typeof figures>]: number };

const inDays = (rollup: Rollup, range: DayRange) => between(rollup.day, range.from, range.to);

/**
 * A station's sums over a range from its running totals: the last row at or before the range's end (`untilEnd`) less
 * the last before its start (`beforeStart`, none when the station had no orders before). Each is one seek per station
 * whatever the range's length, where summing the per-day rows reads every day of every station.
 */
const untilEnd = alias(runningTotals, 'until_end');
const beforeStart = alias(runningTotals, 'before_start');

/** Joins `row` to the station's running totals of the last day that is `bound` (a comparison with a day). */
function lastRunningRow(row: { stationId: SQLWrapper; day: SQLWrapper }, bound: SQL) {
  return and(
    eq(row.stationId, stations.id),
    eq(
      row.day,
      sql`(select max(r.day) from ${runningTotals} r where r.station_id = ${stations.id} and r.day ${bound})`,
    ),
  );
}

/**
 * The station's last running totals up to the range's end, kept when the station had orders in the range (that day
 * is inside it). Stations are the outer loop (a CROSS JOIN keeps them there): one seek each, not one per rollup row.
 */
const hasDaysIn = (range: DayRange) =>
  and(lastRunningRow(untilEnd, sql`<= ${range.to}`), gte(untilEnd.day, range.from));

/** The figures over the range, named as `figures` names them. */
function rangeSums() {
  const difference = (column: SQLWrapper, before: SQLWrapper) => sql<number>`${column} - coalesce(${before}, 0)`;
  return {
    orders: difference(untilEnd.orders, beforeStart.orders),
    energyWh: difference(untilEnd.energyWh, beforeStart.energyWh),
    chargingMinutes: difference(untilEnd.durationMinutes, beforeStart.durationMinutes),
    totalCents: difference(untilEnd.totalCents, beforeStart.totalCents),
    electFeeCents: difference(untilEnd.electFeeCents, beforeStart.electFeeCents),
    serviceFeeCents: difference(untilEnd.serviceFeeCents, beforeStart.serviceFeeCents),
    parkFeeCents: difference(untilEnd.parkFeeCents, beforeStart.parkFeeCents),
    refundedCents: difference(untilEnd.refundedCents, beforeStart.refundedCents),
  };
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
  /** One page of the stations with orders in the range, ranked, each row with how many stations there are. */
  byStation: (db: AppDatabase, range: DayRange, order: 'income' | 'energy' | 'orders', window: PageWindow) => {
    const sums = rangeSums();
    return db
      .select({
        stationId: stations.id,
        stationCode: stations.code,
        stationName: stations.name,
        city: stations.city,
        ...sums,
        // Counted over the rows before LIMIT: the total of the ranking comes with its page.
        stations: sql<number>`count(*) over ()`,
      })
      .from(stations)
      .crossJoin(untilEnd)
      .leftJoin(beforeStart, lastRunningRow(beforeStart, sql`< ${range.from}`))
      .where(hasDaysIn(range))
      .orderBy(desc(rankedBy(order, sums)), stations.id)
      .limit(window.limit)
      .offset(window.offset);
  },
  stationsWithOrders: (db: AppDatabase, range: DayRange) =>
    db.select({ total: sql<number>`count(*)` }).from(stations).crossJoin(untilEnd).where(hasDaysIn(range)),
};

/**
 * A row of `overviewByStationQuery`: a station type's sums (`part` 0, `key` the type, no station) or one of the top
 * stations (`part` 1, `key` 0).
 */
export type OverviewStationRow = FigureSums & {
  part: 0 | 1;
  key: number;
  stationId: number;
  stationCode: string;
  stationName: string;
  city: string;
};

/** The figures' columns in the per-station rows, as `figures` names them. */
const FIGURE_COLUMNS = [
  'orders',
  'energyWh',
  'chargingMinutes',
  'totalCents',
  'electFeeCents',
  'serviceFeeCents',
  'parkFeeCents',
  'refundedCents',
] as const satisfies readonly (keyof FigureSums)[];

/**
 * The overview's figures by station from one pass over the stations' running totals (the per-station rows are
 * MATERIALIZED, else SQLite works them out again for each part): the sums of the stations of each type by type
 * (narrowed to a station, its own type's row only), then the network's first stations by income, ranked as the
 * income-by-station ranking ranks them. Run with `db.all`.
 */
export function overviewByStationQuery(db: AppDatabase, range: DayRange, top: number, stationId?: number): SQL {
  const sums = rangeSums();
  const perStation = db
    .select({
      stationId: sql<number>`${stations.id}`.as('stationId'),
      stationCode: sql<string>`${stations.code}`.as('stationCode'),
      stationName: sql<string>`${stations.name}`.as('stationName'),
      city: sql<string>`${stations.city}`.as('city'),
      type: sql<number>`${stations.type}`.as('type'),
      ...Object.fromEntries(FIGURE_COLUMNS.map((column) => [column, sums[column].as(column)])),
    })
    .from(stations)
    .crossJoin(untilEnd)
    .leftJoin(beforeStart, lastRunningRow(beforeStart, sql`< ${range.from}`))
    .where(hasDaysIn(range));
  const summed = sql.raw(FIGURE_COLUMNS.map((column) => `sum(${column}) as ${column}`).join(', '));
  const listed = sql.raw(FIGURE_COLUMNS.join(', '));
  const ofStation = stationId === undefined ? sql`1` : sql`stationId = ${stationId}`;
  return sql`with per_station as materialized ${perStation}
    select 0 as part, type as key, 0 as stationId, '' as stationCode, '' as stationName, '' as city, ${summed}
      from per_station where ${ofStation} group by type
    union all
    select * from (
      select 1, 0, stationId, stationCode, stationName, city, ${listed}
        from per_station order by totalCents desc, stationId limit ${top})
    order by part, key, totalCents desc, stationId`;
}

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

/** Counts by status, from rows of `status` and `n`. */
function byStatus(rows: readonly { status: number; n: number }[]) {
  const counts = new Map(rows.map((row) => [row.status, row.n]));
  const of = (...statuses: number[]) => statuses.reduce((sum, status) => sum + (counts.get(status) ?? 0), 0);
  return { of, total: rows.reduce((sum, row) => sum + row.n, 0) };
}

/** What the network looks like right now, for the whole network or one station. */
export function networkCounts(db: AppDatabase, stationId?: number): NetworkCounts {
  const station = db
    .select({ total: sql<number>`count(*)`, operating: countWhere(sql`${stations.status} = 3`) })
    .from(stations)
    .where(stationId === undefined ? undefined : eq(stations.id, stationId))
    .get();
  // Grouped by status rather than summed by condition: a pass over a status-first index, no expression per row.
  const charger = byStatus(
    db
      .select({ status: chargers.status, n: count() })
      .from(chargers)
      .where(
        and(
          eq(chargers.auditStatus, 3),
          stationId === undefined ? isNotNull(chargers.stationId) : eq(chargers.stationId, stationId),
        ),
      )
      .groupBy(chargers.status)
      .all(),
  );
  // The network's from its kept counts (a few rows); one station's from its own ports on the station-first index.
  const port = byStatus(
    stationId === undefined
      ? db.select({ status: portStatusCounts.status, n: portStatusCounts.ports }).from(portStatusCounts).all()
      : db
          .select({ status: ports.status, n: count() })
          .from(ports)
          .where(eq(ports.stationId, stationId))
          .groupBy(ports.status)
          .all(),
  );
  const customer = db.select({ total: sql<number>`count(*)` }).from(customers).get();
  const alarm = db
    .select({ total: sql<number>`count(*)` })
    .from(alarms)
    .where(and(eq(alarms.status, 0), stationId === undefined ? undefined : eq(alarms.stationId, stationId)))
    .get();
  return {
    stations: station?.total ?? 0,
    stationsOperating: station?.operating ?? 0,
    chargers: charger.total,
    chargersOnline: charger.of(ChargerStatus.Online),
    chargersFault: charger.of(ChargerStatus.Fault),
    ports: port.total,
    portsAvailable: port.of(PortStatus.Available),
    portsCharging: port.of(PortStatus.Preparing, PortStatus.Charging, PortStatus.Finishing),
    portsFaulted: port.of(PortStatus.Faulted),
    customers: customer?.total ?? 0,
    openAlarms: alarm?.total ?? 0,
  };
}

/**
 * The customers of one station: those who charged there in the range (its days in the network's zone), from the
 * station-first index of orders. The network's own figure is every customer account.
 */
export function customersOfStation(db: AppDatabase, stationId: number, range: DayRange, timeZone: string): number {
  const from = startOfDayInZone(range.from, timeZone);
  const until = startOfDayInZone(addDays(range.to, 1), timeZone);
  return (
    db
      .select({ n: sql<number>`count(distinct ${orders.customerId})` })
      .from(orders)
      .where(and(eq(orders.stationId, stationId), gte(orders.startedAt, from), lt(orders.startedAt, until)))
      .get()?.n ?? 0
  );
}
