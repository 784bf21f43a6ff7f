import { type AppDatabase, tables } from '@pcharging/db';
import { and, asc, between, eq, type SQL, sql } from 'drizzle-orm';

const { orderDailyStationStats: rollup, stations } = tables;

/** Whose orders a statement covers. */
export type StatementScope = { kind: 'network' } | { kind: 'station'; id: number } | { kind: 'operator'; id: number };

export interface StatementSums {
  orders: number;
  energyWh: number;
  chargingMinutes: number;
  electFeeCents: number;
  serviceFeeCents: number;
  parkFeeCents: number;
  totalCents: number;
  refundedCents: number;
}

// The same rollup as the income statistics: a statement and the statistics of the same month cannot disagree.
const sums = {
  orders: sql<number>`coalesce(sum(${rollup.orders}), 0)`,
  energyWh: sql<number>`coalesce(sum(${rollup.energyWh}), 0)`,
  chargingMinutes: sql<number>`coalesce(sum(${rollup.durationMinutes}), 0)`,
  electFeeCents: sql<number>`coalesce(sum(${rollup.electFeeCents}), 0)`,
  serviceFeeCents: sql<number>`coalesce(sum(${rollup.serviceFeeCents}), 0)`,
  parkFeeCents: sql<number>`coalesce(sum(${rollup.parkFeeCents}), 0)`,
  totalCents: sql<number>`coalesce(sum(${rollup.totalCents}), 0)`,
  refundedCents: sql<number>`coalesce(sum(${rollup.refundedCents}), 0)`,
};

function inScope(scope: StatementScope, days: { from: string; to: string }): SQL | undefined {
  return and(
    between(rollup.day, days.from, days.to),
    scope.kind === 'station' ? eq(rollup.stationId, scope.id) : undefined,
    scope.kind === 'operator' ? eq(stations.operatorId, scope.id) : undefined,
  );
}

/** The scope's sums per network day of the range, days without orders left out. */
export function statementDays(db: AppDatabase, scope: StatementScope, days: { from: string; to: string }) {
  return db
    .select({ day: rollup.day, ...sums })
    .from(rollup)
    .innerJoin(stations, eq(stations.id, rollup.stationId))
    .where(inScope(scope, days))
    .groupBy(rollup.day)
    .orderBy(asc(rollup.day))
    .all();
}

/** The scope's sums per station over the range, stations without orders left out, by station code. */
export function statementStations(db: AppDatabase, scope: StatementScope, days: { from: string; to: string }) {
  return db
    .select({ code: stations.code, name: stations.name, ...sums })
    .from(rollup)
    .innerJoin(stations, eq(stations.id, rollup.stationId))
    .where(inScope(scope, days))
    .groupBy(stations.id)
    .orderBy(asc(stations.code), asc(stations.id))
    .all();
}
