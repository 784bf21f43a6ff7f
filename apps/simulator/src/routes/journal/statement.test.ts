import * as XLSX from '@e965/xlsx';
import { exportStatement, getIncomeStatistics, refundOrder } from '@pcharging/api-client';
import { OrderStatus } from '@pcharging/api-client/enums';
import { ErrorCode } from '@pcharging/api-client/wire';
import { startOfDayInZone } from '@pcharging/validation';
import { describe, expect, it } from 'vitest';
import { moneyToCents } from '../../lib/money';
import { rejection } from '../../testing/harness';
import { present } from '../../testing/present';
import { signedInSuite } from '../../testing/signed-in-suite';

const suite = signedInSuite(['finance', 'support']);
const finance = suite.client('finance');
const MONTH = '2026-01';
const RANGE = { from: '2026-01-01', to: '2026-01-31' };

type Row = (string | number)[];

async function sheetsOf(file: { blob: Blob }): Promise<Record<string, Row[]>> {
  const book = XLSX.read(new Uint8Array(await file.blob.arrayBuffer()), { type: 'array' });
  return Object.fromEntries(
    book.SheetNames.map((name) => {
      const sheet = book.Sheets[name];
      return [name, sheet ? XLSX.utils.sheet_to_json<Row>(sheet, { header: 1 }) : []];
    }),
  );
}

/** The last row (the total) as figures by heading. */
function totalRow(rows: Row[]): Record<string, string | number> {
  const [header = [], ...body] = rows;
  const total = body.at(-1) ?? [];
  return Object.fromEntries(header.map((heading, index) => [String(heading), total[index] ?? '']));
}

const cents = (dollars: string | number | undefined) => Math.round(Number(dollars) * 100);

/** The station with the most orders started in the month, in the network's days. */
function busiestStation(): { id: number; code: string; operatorId: number } {
  const { timeZone } = suite.harness.config.network;
  return suite.harness.database.sqlite
    .prepare(
      `select s.id as id, s.code as code, s.operator_id as operatorId from orders o join stations s on s.id = o.station_id
       where o.started_at >= ? and o.started_at < ? group by s.id order by count(*) desc, s.id limit 1`,
    )
    .get(startOfDayInZone(RANGE.from, timeZone), startOfDayInZone('2026-02-01', timeZone)) as {
    id: number;
    code: string;
    operatorId: number;
  };
}

describe('exportStatement', () => {
  it("totals a station's month as the income statistics do, refunds and net income included", async () => {
    const station = busiestStation();
    const { timeZone } = suite.harness.config.network;
    const order = suite.harness.database.sqlite
      .prepare('select id from orders where station_id = ? and status = ? and started_at >= ? and total_cents > 300')
      .get(station.id, OrderStatus.Paid, startOfDayInZone('2026-01-05', timeZone)) as { id: number };
    await refundOrder(finance, { id: order.id, amount: '3.00', reason: 'Statement test' });

    const file = await exportStatement(finance, { month: MONTH, station_id: station.id });
    expect(file.fileName).toBe(`statement-${MONTH}-station-${station.code}.xlsx`);
    const sheets = await sheetsOf(file);
    expect(Object.keys(sheets)).toEqual(['By day', 'By station', 'Refunds']);
    const statistics = await getIncomeStatistics(finance, { ...RANGE, station_id: station.id, granularity: 'month' });
    for (const rows of [sheets['By day'] ?? [], sheets['By station'] ?? []]) {
      const total = totalRow(rows);
      expect(total.Sessions).toBe(statistics.totals.orders);
      expect(cents(total['Gross income (CAD)'])).toBe(moneyToCents(statistics.totals.income));
      expect(cents(total['Refunds of these orders (CAD)'])).toBe(
        moneyToCents(present(statistics.totals.refunds, 'refunds')),
      );
      expect(cents(total['Net income (CAD)'])).toBe(moneyToCents(present(statistics.totals.net_income, 'net_income')));
      expect(cents(total['Idle fees (CAD)'])).toBe(moneyToCents(statistics.totals.park_fee));
    }
    expect(moneyToCents(present(statistics.totals.refunds, 'refunds'))).toBeGreaterThanOrEqual(300);
    const byDay = sheets['By day'] ?? [];
    expect(byDay.slice(1, -1).every((row) => String(row[0]).startsWith(`${MONTH}-`))).toBe(true);
  });

  it('lists each refund on the day it was given as well as on its order’s day, labelled', async () => {
    const station = busiestStation();
    const { timeZone } = suite.harness.config.network;
    const paidIn = (from: string, to: string) =>
      suite.harness.database.sqlite
        .prepare(
          `select id, order_no as orderNo from orders where station_id = ? and status = ? and refunded_cents = 0
           and total_cents > 300 and started_at >= ? and started_at < ? order by id limit 1`,
        )
        .get(station.id, OrderStatus.Paid, startOfDayInZone(from, timeZone), startOfDayInZone(to, timeZone)) as {
        id: number;
        orderNo: string;
      };
    const december = paidIn('2025-12-01', '2026-01-01');
    const january = paidIn('2026-01-02', '2026-01-15');
    await refundOrder(finance, { id: december.id, amount: '1.25', reason: 'Late complaint' });
    await refundOrder(finance, { id: january.id, amount: '2.00', reason: 'Same month' });

    const sheets = await sheetsOf(await exportStatement(finance, { month: MONTH, station_id: station.id }));
    const refunds = sheets.Refunds ?? [];
    expect(refunds[0]).toEqual([
      'Given (America/Toronto)',
      'Order number',
      'Order started (America/Toronto)',
      'Station code',
      'Amount (CAD)',
      'Counted on',
      'Reason',
    ]);
    const rowOf = (orderNo: string) => refunds.find((row) => row[1] === orderNo);
    expect(rowOf(december.orderNo)?.slice(4)).toEqual([
      1.25,
      'The day given; its order’s income is outside this statement',
      'Late complaint',
    ]);
    expect(rowOf(january.orderNo)?.slice(4)).toEqual([2, 'The order’s day and the day given', 'Same month']);

    // Today (15 January in Toronto) has both refunds given; the income counts only January's order's.
    const byDay = sheets['By day'] ?? [];
    const today = byDay.find((row) => row[0] === '2026-01-15');
    const header = byDay[0] ?? [];
    const column = (heading: string) => header.indexOf(heading);
    expect(cents(today?.[column('Refunds given that day (CAD)')])).toBeGreaterThanOrEqual(325);
    const total = totalRow(byDay);
    expect(cents(total['Refunds given that day (CAD)'])).toBe(
      refunds
        .slice(1)
        .filter((row) => String(row[0]).startsWith(MONTH))
        .reduce((sum, row) => sum + cents(row[4]), 0),
    );
  });

  it("covers an operator's stations, and the whole network when neither is named", async () => {
    const { operatorId } = busiestStation();
    const operatorSheets = await sheetsOf(await exportStatement(finance, { month: MONTH, operator_id: operatorId }));
    const operatorStations = suite.harness.database.sqlite
      .prepare('select code from stations where operator_id = ?')
      .pluck()
      .all(operatorId) as string[];
    const listed = (operatorSheets['By station'] ?? []).slice(1, -1).map((row) => String(row[0]));
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((code) => operatorStations.includes(code))).toBe(true);

    const network = await exportStatement(finance, { month: MONTH });
    expect(network.fileName).toBe(`statement-${MONTH}.xlsx`);
    const whole = await getIncomeStatistics(finance, { ...RANGE, granularity: 'month' });
    const total = totalRow((await sheetsOf(network))['By station'] ?? []);
    expect(cents(total['Net income (CAD)'])).toBe(moneyToCents(present(whole.totals.net_income, 'net_income')));
  });

  it('speaks the request language in its sheets', async () => {
    const station = busiestStation();
    const french = await sheetsOf(
      await exportStatement(suite.harness.client({ locale: 'fr', token: () => suite.tokenOf('finance') }), {
        month: MONTH,
        station_id: station.id,
      }),
    );
    expect(Object.keys(french)).toEqual(['Par jour', 'Par station', 'Remboursements']);
    expect(french['Par jour']?.[0]).toContain('Recette nette (CAD)');
  });

  it('refuses a station and an operator together, unknown ones, and roles without money:journal:export', async () => {
    const station = busiestStation();
    const both = await rejection(
      exportStatement(finance, { month: MONTH, station_id: station.id, operator_id: station.operatorId }),
    );
    expect(both?.code).toBe(ErrorCode.InvalidInput);
    expect((await rejection(exportStatement(finance, { month: MONTH, station_id: 999_999 })))?.code).toBe(
      ErrorCode.NotFound,
    );
    expect((await rejection(exportStatement(finance, { month: '2026-13' })))?.code).toBe(ErrorCode.InvalidInput);
    expect((await rejection(exportStatement(suite.client('support'), { month: MONTH })))?.code).toBe(
      ErrorCode.Forbidden,
    );
  });
});
