import { closeDay, getDayClose, getOrder, refundOrder } from '@pcharging/api-client';
import { OrderStatus } from '@pcharging/api-client/enums';
import { ErrorCode } from '@pcharging/api-client/wire';
import { addDays, dayInZone, startOfDayInZone } from '@pcharging/validation';
import { describe, expect, it } from 'vitest';
import { billOrderAgain } from '../../domain/money/double-billing';
import { moneyToCents } from '../../lib/money';
import { rejection } from '../../testing/harness';
import { signedInSuite } from '../../testing/signed-in-suite';

const suite = signedInSuite(['finance', 'auditor', 'ops']);
const { finance, auditor, ops } = suite.clients;

const today = () => dayInZone(suite.harness.clock.now(), suite.harness.config.network.timeZone);

/** A paid order started on the day with something left to refund. */
function paidOrderOf(day: string): { id: number; totalCents: number } {
  const { timeZone } = suite.harness.config.network;
  const order = suite.harness.database.sqlite
    .prepare<[number, number, number], { id: number; totalCents: number }>(
      `select id, total_cents as totalCents from orders
       where status = ? and started_at >= ? and started_at < ? and refunded_cents = 0 and total_cents > 500
       order by id limit 1`,
    )
    .get(OrderStatus.Paid, startOfDayInZone(day, timeZone), startOfDayInZone(addDays(day, 1), timeZone));
  if (!order) throw new Error(`no paid order on ${day}`);
  return order;
}

describe('the daily close', () => {
  it('records a day with who and when; a later refund of its order is booked on its own day and shown as after close', async () => {
    const day = addDays(today(), -3);
    const before = await getDayClose(finance, { from: day, to: day });
    expect(before).toMatchObject({ from: day, to: day, closable: true, closed_days: [] });
    expect(before.figures.orders).toBeGreaterThan(0);

    const closed = await closeDay(finance, { day });
    expect(closed.closable).toBe(false);
    const [record] = closed.closed_days;
    expect(record).toMatchObject({ day, closed_by: 'finance', after_close: [], after_close_net: '0.00' });
    expect(record?.recorded).toEqual(before.figures);

    const order = paidOrderOf(day);
    await refundOrder(finance, { id: order.id, amount: '2.50', reason: 'After the close' });

    const after = await getDayClose(auditor, { from: day, to: day });
    const [kept] = after.closed_days;
    expect(kept?.recorded).toEqual(before.figures);
    expect(kept?.after_close).toEqual([
      expect.objectContaining({ kind: 'refund', order_id: order.id, amount: '-2.50', booked_on: today() }),
    ]);
    expect(kept?.after_close_net).toBe('-2.50');
    // The day as it stands now counts the refund of its order; the refund's own day counts it as given.
    expect(moneyToCents(after.figures.net)).toBe(moneyToCents(before.figures.net) - 250);
    const refundDay = await getDayClose(finance, { from: today(), to: today() });
    expect(moneyToCents(refundDay.figures.refunds_given)).toBeGreaterThanOrEqual(250);
    expect(refundDay.closable).toBe(false);
    expect((await getOrder(finance, { id: order.id })).refunded).toBe('2.50');
  });

  it('shows an order of the closed day paid after the close as after close, and never counts it in the record', async () => {
    const day = addDays(today(), -4);
    const before = (await closeDay(finance, { day })).closed_days[0]?.recorded;
    const order = paidOrderOf(day);
    const customerId = suite.harness.database.sqlite
      .prepare<[number], number>('select customer_id from orders where id = ?')
      .pluck()
      .get(order.id);
    const copy = billOrderAgain(
      suite.harness.domain(),
      { id: order.id, customerId: customerId ?? 0, totalCents: order.totalCents },
      suite.harness.clock.now(),
    );

    const after = await getDayClose(finance, { from: day, to: day });
    const [kept] = after.closed_days;
    expect(kept?.recorded).toEqual(before);
    expect(kept?.after_close).toEqual([
      expect.objectContaining({ kind: 'late_order', order_id: copy.id, order_no: copy.orderNo, booked_on: today() }),
    ]);
    expect(moneyToCents(kept?.after_close_net ?? '0')).toBe(order.totalCents);
    // The day as it stands counts the late order; its record does not.
    expect(after.figures.orders).toBe((before?.orders ?? 0) + 1);
  });

  it('closes a day once, only after it has ended, and only for a clerk who may', async () => {
    const day = addDays(today(), -5);
    expect((await rejection(closeDay(finance, { day: today() })))?.code).toBe(ErrorCode.InvalidState);
    expect((await rejection(closeDay(auditor, { day })))?.code).toBe(ErrorCode.Forbidden);
    expect((await rejection(getDayClose(ops, { from: day, to: day })))?.code).toBe(ErrorCode.Forbidden);
    await closeDay(finance, { day });
    expect((await rejection(closeDay(finance, { day })))?.code).toBe(ErrorCode.Conflict);
  });

  it('sums a range as its days: gross by station and start mode add up to the range', async () => {
    const range = { from: addDays(today(), -9), to: addDays(today(), -7) };
    const whole = await getDayClose(finance, range);
    const days = await Promise.all(
      [range.from, addDays(range.from, 1), range.to].map((day) => getDayClose(finance, { from: day, to: day })),
    );
    const sum = (values: string[]) => values.reduce((total, value) => total + moneyToCents(value), 0);
    expect(moneyToCents(whole.figures.gross)).toBe(sum(days.map((day) => day.figures.gross)));
    expect(whole.figures.orders).toBe(days.reduce((total, day) => total + day.figures.orders, 0));
    expect(sum(whole.by_station.map((row) => row.gross))).toBe(moneyToCents(whole.figures.gross));
    expect(sum(whole.by_start_mode.map((row) => row.gross))).toBe(moneyToCents(whole.figures.gross));
    expect(whole.closable).toBe(false);
  });
});
