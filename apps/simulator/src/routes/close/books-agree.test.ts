import * as XLSX from '@e965/xlsx';
import {
  adjustCustomerBalance,
  exportStatement,
  getDayClose,
  getIncomeStatistics,
  getJournalTotals,
  getOrderTotals,
  getOverview,
  listJournalEntries,
  listOrders,
  refundOrder,
} from '@pcharging/api-client';
import { JournalType, OrderStatus } from '@pcharging/api-client/enums';
import { addDays, dayInZone, startOfDayInZone } from '@pcharging/validation';
import { describe, expect, it } from 'vitest';
import { moneyToCents } from '../../lib/money';
import { present } from '../../testing/present';
import { signedInSuite } from '../../testing/signed-in-suite';

const suite = signedInSuite(['finance', 'admin']);
const { finance, admin } = suite.clients;

type Row = (string | number)[];

/** One day's gross, refunds of its orders, net and order count, in cents, as one screen or file says them. */
interface DayBooks {
  orders: number;
  gross: number;
  refunds: number;
  net: number;
}

const cents = (dollars: string | number | undefined) => Math.round(Number(dollars ?? 0) * 100);

/** The seeded network's days, its first order's day up to today. */
function seededDays(): string[] {
  const { timeZone } = suite.harness.config.network;
  const first = suite.harness.database.sqlite.prepare<[], number>('select min(started_at) from orders').pluck().get();
  const days: string[] = [];
  const today = dayInZone(suite.harness.clock.now(), timeZone);
  for (let day = dayInZone(first ?? 0, timeZone); day <= today; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The statement's By-day sheet, day by day. */
async function statementByDay(from: string, to: string): Promise<Map<string, DayBooks>> {
  const file = await exportStatement(finance, { from, to });
  const book = XLSX.read(new Uint8Array(await file.blob.arrayBuffer()), { type: 'array' });
  const sheet = book.Sheets['By day'];
  const [header = [], ...rows] = sheet ? XLSX.utils.sheet_to_json<Row>(sheet, { header: 1 }) : [];
  const column = (name: string) => header.findIndex((heading) => String(heading).startsWith(name));
  return new Map(
    rows.map((row) => [
      String(row[0]),
      {
        orders: Number(row[column('Sessions')] ?? 0),
        gross: cents(row[column('Gross income')]),
        refunds: cents(row[column('Refunds of these orders')]),
        net: cents(row[column('Net income')]),
      },
    ]),
  );
}

/** Every source's books of every day: Data Overview, Income statistics, statement, daily close, Orders totals. */
async function booksOfEveryDay(days: readonly string[]) {
  const from = days[0] ?? '';
  const to = days.at(-1) ?? '';
  const income = await getIncomeStatistics(finance, { from, to, granularity: 'day' });
  const series = new Map(income.series.map((point) => [point.period, point]));
  const statement = await statementByDay(from, to);
  const differences: string[] = [];
  for (const day of days) {
    const overview = (await getOverview(finance, { from: day, to: day })).totals;
    const point = series.get(day);
    const close = (await getDayClose(finance, { from: day, to: day })).figures;
    const totals = await getOrderTotals(finance, { started_from: day, started_to: day });
    // The same day as instants: summed over the orders themselves rather than from the day's rollups.
    const { timeZone } = suite.harness.config.network;
    const summed = await getOrderTotals(finance, {
      started_from: new Date(startOfDayInZone(day, timeZone)).toISOString(),
      started_to: new Date(startOfDayInZone(addDays(day, 1), timeZone) - 1).toISOString(),
    });
    const listed = await listOrders(finance, { started_from: day, started_to: day }, { page: 1, size: 1 });
    const fromStatistics = (figures: typeof overview | undefined): DayBooks => ({
      orders: figures?.orders ?? 0,
      gross: moneyToCents(figures?.income ?? '0'),
      refunds: moneyToCents(present(figures?.refunds ?? '0', 'refunds')),
      net: moneyToCents(present(figures?.net_income ?? '0', 'net_income')),
    });
    const sources: Record<string, DayBooks> = {
      overview: fromStatistics(overview),
      income: fromStatistics(point),
      statement: statement.get(day) ?? { orders: 0, gross: 0, refunds: 0, net: 0 },
      close: {
        orders: close.orders,
        gross: moneyToCents(close.gross),
        refunds: moneyToCents(close.refunds_of_orders),
        net: moneyToCents(close.net),
      },
      orderTotals: {
        orders: totals.orders,
        gross: moneyToCents(totals.gross),
        refunds: moneyToCents(totals.refunded),
        net: moneyToCents(totals.net),
      },
      orderTotalsSummed: {
        orders: summed.orders,
        gross: moneyToCents(summed.gross),
        refunds: moneyToCents(summed.refunded),
        net: moneyToCents(summed.net),
      },
    };
    const expected = JSON.stringify(sources.close);
    for (const [source, books] of Object.entries(sources)) {
      if (JSON.stringify(books) !== expected)
        differences.push(`${day} ${source} ${JSON.stringify(books)} ≠ ${expected}`);
    }
    if (listed.total !== close.orders) differences.push(`${day} the Orders list counts ${listed.total}`);
  }
  return { differences, statement };
}

/** A paid order started on the day with more than `cents` left to refund. */
function paidOrderOn(day: string, atLeastCents: number): { id: number; totalCents: number } {
  const { timeZone } = suite.harness.config.network;
  const order = suite.harness.database.sqlite
    .prepare<[number, number, number, number], { id: number; totalCents: number }>(
      `select id, total_cents as totalCents from orders where status = ? and refunded_cents = 0 and total_cents > ?
         and started_at >= ? and started_at < ? order by id limit 1`,
    )
    .get(OrderStatus.Paid, atLeastCents, startOfDayInZone(day, timeZone), startOfDayInZone(addDays(day, 1), timeZone));
  if (!order) throw new Error(`no paid order on ${day}`);
  return order;
}

describe('the books agree', () => {
  it('for every seeded day: Data Overview, Income statistics, the statement, the daily close and the Orders totals, before and after refunds and an adjustment on a later day', async () => {
    const days = seededDays();
    expect(days.length).toBeGreaterThanOrEqual(60);
    const before = await booksOfEveryDay(days);
    expect(before.differences).toEqual([]);

    const partial = paidOrderOn(days[10] ?? '', 400);
    const full = paidOrderOn(days[20] ?? '', 100);
    await refundOrder(finance, { id: partial.id, amount: '3.00', reason: 'Partial refund' });
    await refundOrder(finance, {
      id: full.id,
      amount: `${Math.floor(full.totalCents / 100)}.${String(full.totalCents % 100).padStart(2, '0')}`,
      reason: 'Full refund',
    });
    const customer = suite.harness.database.sqlite
      .prepare<[], number>('select customer_id from orders order by id limit 1')
      .pluck()
      .get();
    await adjustCustomerBalance(admin, {
      customer_id: customer ?? 1,
      direction: 'credit',
      amount: '4.00',
      reason: 'Goodwill',
    });

    const after = await booksOfEveryDay(days);
    expect(after.differences).toEqual([]);
    // Each refund lowered its order's day and no other; the adjustment moved no order's day.
    const changed = days.filter(
      (day) => JSON.stringify(before.statement.get(day)) !== JSON.stringify(after.statement.get(day)),
    );
    expect(changed).toEqual([days[10], days[20]]);
    expect(after.statement.get(days[10] ?? '')?.refunds).toBe(
      (before.statement.get(days[10] ?? '')?.refunds ?? 0) + 300,
    );
    expect(after.statement.get(days[20] ?? '')?.net).toBe(
      (before.statement.get(days[20] ?? '')?.net ?? 0) - full.totalCents,
    );

    // Booked on the day the money moved: today's close and the journal's totals for today say the same.
    const today = days.at(-1) ?? '';
    const close = await getDayClose(finance, { from: today, to: today });
    const journal = await getJournalTotals(finance, { created_from: today, created_to: today });
    expect(moneyToCents(close.figures.refunds_given)).toBe(moneyToCents(journal.refunds_given));
    expect(moneyToCents(close.figures.adjustments)).toBe(moneyToCents(journal.adjustments));
    expect(moneyToCents(close.figures.top_ups)).toBe(moneyToCents(journal.top_ups));
    expect(moneyToCents(journal.refunds_given)).toBeGreaterThanOrEqual(300 + full.totalCents);
    expect(moneyToCents(journal.adjustments)).toBeGreaterThanOrEqual(400);
    const refunds = await listJournalEntries(
      finance,
      { type: JournalType.Refund, created_from: today, created_to: today },
      { page: 1, size: 100 },
    );
    expect(refunds.total).toBe(
      (await getJournalTotals(finance, { type: JournalType.Refund, created_from: today, created_to: today })).entries,
    );
    // Some 400 calls, each answer checked against the document: seconds on a busy machine.
  }, 120_000);
});
