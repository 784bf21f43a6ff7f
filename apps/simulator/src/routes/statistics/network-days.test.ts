import { getIncomeStatistics, listOrders } from '@pcharging/api-client';
import { dayBoundsInZone } from '@pcharging/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../database';
import { ManualClock } from '../../lib/clock';
import { testConfig } from '../../lib/env';
import { moneyToCents } from '../../lib/money';
import { createHarness, type Harness, signIn } from '../../testing/harness';

/** Days of the demo seed checked against the order list. */
const DAYS = ['2025-12-01', '2025-12-24', '2026-01-01', '2026-01-10'];

/** A network seeded as the server seeds it: into a file (in a child process) or, with `:memory:`, in process. */
async function startedNetwork(timeZone: string, databasePath: string): Promise<Harness> {
  const network = { timeZone, currency: 'CAD' };
  const { database } = await prepareDatabase(
    testConfig({ databasePath, seedProfile: 'demo', network }),
    new ManualClock().now(),
  );
  return createHarness({ config: { network }, database });
}

const networks = [
  ['America/Vancouver', 'the test image'],
  ['Asia/Shanghai', 'the test image'],
  ['America/Vancouver', 'a server started with PCHARGING_DB=:memory:'],
] as const;

describe.each(networks)('statistics count the days of %s (%s)', (timeZone, started) => {
  let harness: Harness;
  let finance: Awaited<ReturnType<typeof signIn>>['client'];
  beforeAll(async () => {
    harness =
      started === 'the test image'
        ? await createHarness({ config: { network: { timeZone, currency: 'CAD' } } })
        : await startedNetwork(timeZone, ':memory:');
    finance = (await signIn(harness, 'finance')).client;
  });
  afterAll(() => harness.close());

  /** The orders the Orders screen lists for a day of the network, every page of them. */
  async function ordersListedOn(day: string) {
    const { from, to } = dayBoundsInZone(day, timeZone);
    const filters = { started_from: new Date(from).toISOString(), started_to: new Date(to).toISOString() };
    const items = [];
    for (let page = 1; ; page += 1) {
      const answer = await listOrders(finance, filters, { page, size: 100 });
      items.push(...answer.items);
      if (items.length >= answer.total || answer.items.length === 0) break;
    }
    return items;
  }

  it.each(DAYS)('the income of %s equals the orders listed for that day', async (day) => {
    const income = await getIncomeStatistics(finance, { from: day, to: day, granularity: 'day' });
    const listed = await ordersListedOn(day);
    expect(listed.length).toBeGreaterThan(0);
    expect(income.series).toHaveLength(1);
    expect(income.series[0]?.orders).toBe(listed.length);
    const listedCents = listed.reduce((sum, order) => sum + moneyToCents(order.total_fee), 0);
    expect(moneyToCents(income.series[0]?.income ?? '0')).toBe(listedCents);
  });
});

describe("a day of the network's zone when the clocks change", () => {
  let harness: Harness;
  let finance: Awaited<ReturnType<typeof signIn>>['client'];
  beforeAll(async () => {
    harness = await createHarness({ config: { network: { timeZone: 'America/Toronto', currency: 'CAD' } } });
    finance = (await signIn(harness, 'finance')).client;
  });
  afterAll(() => harness.close());

  it('counts the 25-hour day whole, and nothing of it on the next day', async () => {
    // Three orders moved to around the night Toronto's clocks went back (2025-11-02, 02:00 EDT -> 01:00 EST).
    const instants = [
      '2025-11-02T04:30:00Z', // 00:30 EDT on the 2nd
      '2025-11-03T04:30:00Z', // 23:30 EST on the 2nd, the 25th hour of the day
      '2025-11-03T05:30:00Z', // 00:30 EST on the 3rd
    ].map((instant) => Date.parse(instant));
    const { sqlite } = harness.database;
    const ids = sqlite.prepare('select id from orders order by id limit 3').pluck().all();
    const move = sqlite.prepare('update orders set started_at = ? where id = ?');
    for (const [index, id] of ids.entries()) move.run(instants[index], id);

    const income = await getIncomeStatistics(finance, { from: '2025-11-01', to: '2025-11-03', granularity: 'day' });
    expect(income.series.map((row) => [row.period, row.orders])).toEqual([
      ['2025-11-01', 0],
      ['2025-11-02', 2],
      ['2025-11-03', 1],
    ]);
  });
});
