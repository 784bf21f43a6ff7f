import { JournalType } from '@pcharging/api-client/enums';
import { type AppDatabase, tables } from '@pcharging/db';
import { and, asc, between, eq, type SQL, sql } from 'drizzle-orm';
import { statementsPerDatabase } from '../prepared';

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

export interface StatementRefund {
  givenAt: number;
  amountCents: number;
  reason: string;
  orderNo: string;
  orderStartedAt: number;
  stationCode: string;
}

const scopeClause = {
  network: '1 = 1',
  station: 's.id = @scopeId',
  operator: 's.operator_id = @scopeId',
} as const;

const refundColumns = `j.id as id, j.created_at as givenAt, j.amount_cents as amountCents, j.remark as reason,
  o.order_no as orderNo, o.started_at as orderStartedAt, s.code as stationCode`;

const refundStatements = statementsPerDatabase((sqlite) => {
  const prepare = (kind: StatementScope['kind']) =>
    // Refunds given in the range, and refunds of orders started in it (few orders are refunded: their own index).
    sqlite.prepare<{ from: number; to: number; scopeId: number }, StatementRefund>(
      `select givenAt, amountCents, reason, orderNo, orderStartedAt, stationCode from (
         select ${refundColumns} from journal_entries j
           cross join orders o on o.id = j.order_id cross join stations s on s.id = o.station_id
           where j.type = ${JournalType.Refund} and j.created_at between @from and @to and ${scopeClause[kind]}
         union
         select ${refundColumns} from orders o indexed by orders_refunded_started_idx
           cross join journal_entries j on j.order_id = o.id cross join stations s on s.id = o.station_id
           where o.refunded_cents > 0 and o.started_at between @from and @to and j.type = ${JournalType.Refund}
             and ${scopeClause[kind]})
       order by givenAt, id`,
    );
  return { network: prepare('network'), station: prepare('station'), operator: prepare('operator') };
});

/** The scope's refunds given between two instants, and those of its orders started between them, as given. */
export function statementRefunds(
  db: AppDatabase,
  scope: StatementScope,
  range: { from: number; to: number },
): StatementRefund[] {
  return refundStatements(db)[scope.kind].all({ ...range, scopeId: scope.kind === 'network' ? 0 : scope.id });
}
