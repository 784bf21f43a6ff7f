import { getIncomeStatistics, getOverview, listIncomeByStation } from '@pcharging/api-client';
import { ErrorCode } from '@pcharging/api-client/wire';
import { tables } from '@pcharging/db';
import { between, eq, sql } from 'drizzle-orm';
import { SQLiteSyncDialect } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import { overviewByStationQuery, statisticsQueries } from '../../data/statistics/statistics-queries';
import { centsToMoney } from '../../lib/money';
import { rejection, signIn } from '../../testing/harness';
import { type CompilableQuery, queryPlan } from '../../testing/query-plan';
import { signedInSuite } from '../../testing/signed-in-suite';

const dialect = new SQLiteSyncDialect();

const suite = signedInSuite(['finance']);
const finance = suite.client('finance');

/** Sums straight over the orders table, the figures every statistic must agree with. */
function orderSums(where = sql`1 = 1`) {
  const { orders } = tables;
  return suite.harness.database.db
    .select({
      orders: sql<number>`count(*)`,
      energyWh: sql<number>`coalesce(sum(${orders.energyWh}), 0)`,
      totalCents: sql<number>`coalesce(sum(${orders.totalCents}), 0)`,
      parkFeeCents: sql<number>`coalesce(sum(${orders.parkFeeCents}), 0)`,
    })
    .from(orders)
    .where(where)
    .get();
}

const WHOLE_SEED = { from: '2025-11-01', to: '2026-01-15' };

describe('data overview', () => {
  it('totals equal the sums over every order of the demo seed', async () => {
    const overview = await getOverview(finance, WHOLE_SEED);
    const sums = orderSums();
    expect(sums?.orders).toBeGreaterThan(5000);
    expect(overview.totals.orders).toBe(sums?.orders);
    expect(overview.totals.energy_kwh).toBe((sums?.energyWh ?? 0) / 1000);
    expect(overview.totals.income).toBe(centsToMoney(sums?.totalCents ?? 0));
    expect(overview.totals.park_fee).toBe(centsToMoney(sums?.parkFeeCents ?? 0));
  });

  it('covers the last 30 days by default, with a day series and breakdowns that add up to the totals', async () => {
    const overview = await getOverview(finance);
    expect(overview.range).toEqual({ from: '2025-12-17', to: '2026-01-15' });
    expect(overview.by_day).toHaveLength(30);
    const sumOf = (rows: { orders: number }[]) => rows.reduce((total, row) => total + row.orders, 0);
    expect(sumOf(overview.by_day)).toBe(overview.totals.orders);
    expect(sumOf(overview.by_start_mode)).toBe(overview.totals.orders);
    expect(sumOf(overview.by_station_type)).toBe(overview.totals.orders);
    expect(overview.averages.orders_per_day).toBeCloseTo(overview.totals.orders / 30, 1);
    const incomes = overview.top_stations.map((station) => Number(station.income));
    expect(incomes).toEqual([...incomes].sort((a, b) => b - a));
    expect(overview.top_stations.length).toBeLessThanOrEqual(10);
    const ranking = await listIncomeByStation(finance, { sort: 'income' }, { page: 1, size: 10 });
    expect(overview.top_stations).toEqual(ranking.items);
  });

  it('narrows to one station, network counts included', async () => {
    const overview = await getOverview(finance, { ...WHOLE_SEED, station_id: 1 });
    expect(overview.totals.orders).toBe(orderSums(sql`station_id = 1`)?.orders);
    const chargers = suite.harness.database.db
      .select()
      .from(tables.chargers)
      .where(eq(tables.chargers.stationId, 1))
      .all()
      .filter((charger) => charger.auditStatus === 3);
    expect(overview.network.stations).toBe(1);
    expect(overview.by_station_type).toHaveLength(1);
    expect(overview.by_station_type[0]?.orders).toBe(overview.totals.orders);
    expect(overview.network.chargers).toBe(chargers.length);
    expect(overview.network.chargers_online).toBe(chargers.filter((charger) => charger.status === 1).length);
    expect(overview.network.chargers_online + overview.network.chargers_offline + overview.network.chargers_fault).toBe(
      overview.network.chargers,
    );
    // The station's customers are those who charged there, not every account of the network.
    const charged = suite.harness.database.sqlite
      .prepare('select count(distinct customer_id) from orders where station_id = 1')
      .pluck()
      .get();
    const whole = await getOverview(finance, WHOLE_SEED);
    expect(overview.network.customers).toBe(charged);
    expect(overview.network.customers).toBeLessThan(whole.network.customers);
  });

  it('follows orders as they are written, changed and removed', async () => {
    const { db } = suite.harness.database;
    const range = { from: '2026-01-16', to: '2026-01-16' };
    expect((await getOverview(finance, range)).totals.orders).toBe(0);
    const [order] = db
      .insert(tables.orders)
      .values({
        orderNo: 'PCTEST0001',
        customerId: 1,
        stationId: 2,
        chargerId: 1,
        portId: 1,
        startMode: 1,
        startedAt: Date.UTC(2026, 0, 16, 8),
        energyWh: 12_345,
        totalCents: 789,
      })
      .returning()
      .all();
    expect((await getOverview(finance, range)).totals).toMatchObject({ orders: 1, energy_kwh: 12.345, income: '7.89' });
    db.update(tables.orders)
      .set({ totalCents: 1000 })
      .where(eq(tables.orders.id, order?.id ?? 0))
      .run();
    expect((await getOverview(finance, range)).totals).toMatchObject({ orders: 1, income: '10.00' });
    db.delete(tables.orders)
      .where(eq(tables.orders.id, order?.id ?? 0))
      .run();
    expect((await getOverview(finance, range)).totals).toMatchObject({ orders: 0, income: '0.00' });
  });

  it('refuses a reversed, impossible or too long range with a translated message', async () => {
    const reversed = await rejection(getOverview(finance, { from: '2026-01-10', to: '2026-01-01' }));
    expect(reversed).toMatchObject({
      code: ErrorCode.InvalidInput,
      fieldErrors: { from: 'The start date is after the end date' },
    });
    const impossible = await rejection(getOverview(finance, { from: '2026-02-30' }));
    expect(impossible?.fieldErrors.to ?? impossible?.fieldErrors.from).toBeDefined();
    const tooLong = await rejection(getOverview(finance, { from: '2020-01-01', to: '2026-01-01' }));
    expect(tooLong?.fieldErrors.from).toBe('Choose at most 731 days');
    const malformed = await rejection(getOverview(finance, { from: '15/01/2026' }));
    expect(malformed?.code).toBe(ErrorCode.InvalidInput);
  });

  it('answers in French when asked', async () => {
    const french = (await signIn(suite.harness, 'finance', undefined, 'fr')).client;
    const reversed = await rejection(getOverview(french, { from: '2026-01-10', to: '2026-01-01' }));
    expect(reversed?.fieldErrors.from).toBe('La date de début est postérieure à la date de fin');
  });

  it('is refused to a role without the overview permission', async () => {
    const support = (await signIn(suite.harness, 'support')).client;
    expect((await rejection(getOverview(support)))?.code).toBe(ErrorCode.Forbidden);
    expect((await rejection(getIncomeStatistics(support)))?.code).toBe(ErrorCode.Forbidden);
    expect((await rejection(listIncomeByStation(support, {}, { page: 1, size: 10 })))?.code).toBe(ErrorCode.Forbidden);
  });
});

describe('income statistics', () => {
  it('groups income by ISO week and by month, every period listed', async () => {
    const weekly = await getIncomeStatistics(finance, { ...WHOLE_SEED, granularity: 'week' });
    expect(weekly.series.every((row) => new Date(`${row.period}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
    const cents = (money: string) => Math.round(Number(money) * 100);
    const weeklyCents = weekly.series.reduce((total, row) => total + cents(row.income), 0);
    expect(centsToMoney(weeklyCents)).toBe(weekly.totals.income);
    const monthly = await getIncomeStatistics(finance, { ...WHOLE_SEED, granularity: 'month' });
    expect(monthly.series.map((row) => row.period)).toEqual(['2025-11', '2025-12', '2026-01']);
    expect(monthly.totals).toEqual(weekly.totals);
    const daily = await getIncomeStatistics(finance, { from: '2026-01-01', to: '2026-01-15' });
    expect(daily.granularity).toBe('day');
    expect(daily.series).toHaveLength(15);
  });

  it('ranks stations by income, paged, and their incomes add up', async () => {
    const first = await listIncomeByStation(finance, WHOLE_SEED, { page: 1, size: 5 });
    const all = await listIncomeByStation(finance, WHOLE_SEED, { page: 1, size: 100 });
    expect(first.items).toEqual(all.items.slice(0, 5));
    expect(all.total).toBe(all.items.length);
    expect(first.total).toBe(all.total);
    const pastTheEnd = await listIncomeByStation(finance, WHOLE_SEED, { page: 100, size: 5 });
    expect(pastTheEnd).toMatchObject({ total: all.total, items: [] });
    const cents = all.items.reduce((total, row) => total + Math.round(Number(row.income) * 100), 0);
    expect(centsToMoney(cents)).toBe(centsToMoney(orderSums()?.totalCents ?? 0));
    const byEnergy = await listIncomeByStation(finance, { ...WHOLE_SEED, sort: 'energy' }, { page: 1, size: 100 });
    const energies = byEnergy.items.map((row) => row.energy_kwh);
    expect(energies).toEqual([...energies].sort((a, b) => b - a));
  });

  it('sums each station over a range that starts after its first orders as its days add up', async () => {
    const range = { from: '2025-12-10', to: '2025-12-24' };
    const ranking = await listIncomeByStation(finance, range, { page: 1, size: 100 });
    const { orderDailyStationStats: days } = tables;
    const perDay = suite.harness.database.db
      .select({
        stationId: days.stationId,
        orders: sql<number>`sum(${days.orders})`,
        totalCents: sql<number>`sum(${days.totalCents})`,
      })
      .from(days)
      .where(between(days.day, range.from, range.to))
      .groupBy(days.stationId)
      .orderBy(days.stationId)
      .all();
    expect(perDay.length).toBeGreaterThan(3);
    const ranked = ranking.items
      .map((row) => ({ stationId: row.station_id, orders: row.orders, income: row.income }))
      .sort((a, b) => a.stationId - b.stationId);
    expect(ranked).toEqual(
      perDay.map((row) => ({ stationId: row.stationId, orders: row.orders, income: centsToMoney(row.totalCents) })),
    );
    expect(ranking.total).toBe(perDay.length);
  });

  it('refuses an unknown granularity', async () => {
    const error = await rejection(getIncomeStatistics(finance, { granularity: 'year' as 'day' }));
    expect(error?.code).toBe(ErrorCode.InvalidInput);
  });
});

describe('statistics query plans', () => {
  const range = { from: '2025-12-01', to: '2026-01-15' };
  const window = { limit: 20, offset: 0 };
  const planOf = (query: CompilableQuery) => ({
    text: query.toSQL().sql,
    plan: queryPlan(suite.harness.database.sqlite, query).join('\n'),
  });

  it('reads a per-day rollup through an index for the figures by day and by start mode', () => {
    const { db } = suite.harness.database;
    const queries = [
      statisticsQueries.totals(db, range),
      statisticsQueries.totals(db, range, 3),
      statisticsQueries.byDay(db, range),
      statisticsQueries.byDay(db, range, 3),
      statisticsQueries.byStartMode(db, range),
      statisticsQueries.byStartMode(db, range, 3),
    ];
    for (const query of queries) {
      const { text, plan } = planOf(query);
      expect(plan, text).toMatch(/SEARCH order_daily_\w+ USING (COVERING )?INDEX/);
      expect(plan, text).not.toMatch(/SCAN order_daily_/);
    }
    // One station's rows sit a day apart in the table: read from the index alone, they are a few pages.
    const oneStation = planOf(statisticsQueries.byStartMode(db, range, 3));
    expect(oneStation.plan, oneStation.text).toMatch(/SEARCH order_daily_stats USING COVERING INDEX/);
  });

  it('reads two running-total rows per station, by key, for any range of the figures by station', () => {
    const { db } = suite.harness.database;
    const queries = [
      { toSQL: () => dialect.sqlToQuery(overviewByStationQuery(db, range, 10)) },
      { toSQL: () => dialect.sqlToQuery(overviewByStationQuery(db, range, 10, 3)) },
      statisticsQueries.byStation(db, range, 'income', window),
      statisticsQueries.stationsWithOrders(db, range),
    ];
    for (const query of queries) {
      const { text, plan } = planOf(query);
      expect(plan, text).toMatch(/\b(SCAN|SEARCH) stations\b/);
      expect(plan, text).toMatch(/SEARCH until_end USING PRIMARY KEY \(station_id=\? AND day=\?\)/);
      expect(plan, text).toMatch(/SEARCH r USING PRIMARY KEY \(station_id=\? AND day<\?\)/);
      expect(plan, text).not.toMatch(/order_daily_|SCAN (until_end|before_start|r)\b/);
    }
    // The overview's two parts (by type, top stations) read the per-station sums worked out once.
    const overview = planOf({ toSQL: () => dialect.sqlToQuery(overviewByStationQuery(db, range, 10)) });
    expect(overview.plan, overview.text).toMatch(/MATERIALIZE per_station/);
    expect(overview.plan.match(/SCAN stations\b/g), overview.text).toHaveLength(1);
  });
});
