import { getCustomer, getIncomeStatistics, getOrder, refundOrder } from '@pcharging/api-client';
import { JournalType, OrderStatus } from '@pcharging/api-client/enums';
import { ErrorCode } from '@pcharging/api-client/wire';
import { dayInZone } from '@pcharging/validation';
import { describe, expect, it } from 'vitest';
import { moneyToCents } from '../../lib/money';
import { rejection } from '../../testing/harness';
import { present } from '../../testing/present';
import { signedInSuite } from '../../testing/signed-in-suite';

const suite = signedInSuite(['finance', 'ops', 'support']);
const finance = suite.client('finance');

interface PaidOrder {
  id: number;
  customerId: number;
  totalCents: number;
  startedAt: number;
}

/** A paid order nobody has refunded yet. */
function paidOrder(): PaidOrder {
  const row = suite.harness.database.sqlite
    .prepare(
      `select id, customer_id as customerId, total_cents as totalCents, started_at as startedAt from orders
       where status = ? and refunded_cents = 0 and total_cents >= 500 order by id desc limit 1`,
    )
    .get(OrderStatus.Paid) as PaidOrder | undefined;
  if (!row) throw new Error('the demo seed has no paid order left');
  return row;
}

const balanceOf = (customerId: number) =>
  (
    suite.harness.database.sqlite.prepare('select balance_cents as b from customers where id = ?').get(customerId) as {
      b: number;
    }
  ).b;

describe('refundOrder', () => {
  it('gives part of a paid order back to the balance, as a refund entry with the reason', async () => {
    const order = paidOrder();
    const balance = balanceOf(order.customerId);
    const answer = await refundOrder(finance, { id: order.id, amount: '2.50', reason: 'Charger faulted mid-session' });
    expect(answer.refunded).toBe('2.50');
    expect(moneyToCents(present(answer.refundable, 'refundable'))).toBe(order.totalCents - 250);
    const refund = answer.journal.find((entry) => entry.type === JournalType.Refund);
    expect(refund).toMatchObject({ amount: '2.50', remark: 'Charger faulted mid-session', order_id: order.id });
    expect(balanceOf(order.customerId)).toBe(balance + 250);
    expect(moneyToCents(refund?.balance_after ?? '')).toBe(balance + 250);

    const customer = await getCustomer(finance, { id: order.customerId });
    expect(present(customer.recent_journal, 'recent_journal')[0]).toMatchObject({
      type: JournalType.Refund,
      amount: '2.50',
    });
    expect(moneyToCents(customer.balance)).toBe(balance + 250);
  });

  it('counts the refund against the income of the day its order started', async () => {
    const order = paidOrder();
    const day = dayInZone(order.startedAt, suite.harness.config.network.timeZone);
    const before = await getIncomeStatistics(finance, { from: day, to: day });
    await refundOrder(finance, { id: order.id, amount: '1.25', reason: 'Goodwill' });
    const after = await getIncomeStatistics(finance, { from: day, to: day });
    expect(after.totals.income).toBe(before.totals.income);
    expect(
      moneyToCents(present(after.totals.refunds, 'refunds')) - moneyToCents(present(before.totals.refunds, 'refunds')),
    ).toBe(125);
    expect(moneyToCents(present(after.totals.net_income, 'net_income'))).toBe(
      moneyToCents(after.totals.income) - moneyToCents(present(after.totals.refunds, 'refunds')),
    );
  });

  it('never refunds more than is left, naming what is left in the network currency', async () => {
    const order = paidOrder();
    await refundOrder(finance, { id: order.id, amount: '1.00', reason: 'Partial' });
    const tooMuch = await rejection(
      refundOrder(finance, { id: order.id, amount: ((order.totalCents - 99) / 100).toFixed(2), reason: 'Again' }),
    );
    expect(tooMuch?.code).toBe(ErrorCode.InvalidInput);
    expect(tooMuch?.message).toContain(`CA$${((order.totalCents - 100) / 100).toFixed(2)}`);
    const zero = await rejection(refundOrder(finance, { id: order.id, amount: '0', reason: 'Nothing' }));
    expect(zero?.code).toBe(ErrorCode.InvalidInput);
    expect((await getOrder(finance, { id: order.id })).refunded).toBe('1.00');
  });

  it('lets exactly one of two full refunds sent at once through', async () => {
    const order = paidOrder();
    const full = (order.totalCents / 100).toFixed(2);
    const results = await Promise.allSettled([
      refundOrder(finance, { id: order.id, amount: full, reason: 'Double billing, first click' }),
      refundOrder(finance, { id: order.id, amount: full, reason: 'Double billing, second click' }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const detail = await getOrder(finance, { id: order.id });
    expect(detail.refunded).toBe(full);
    expect(detail.refundable).toBe('0.00');
    expect(detail.journal.filter((entry) => entry.type === JournalType.Refund)).toHaveLength(1);
  });

  it('refuses an order that is not paid, and roles without money:order:refund', async () => {
    const unpaid = suite.harness.database.sqlite
      .prepare('select id from orders where status <> ? limit 1')
      .get(OrderStatus.Paid) as { id: number } | undefined;
    if (unpaid) {
      const error = await rejection(refundOrder(finance, { id: unpaid.id, amount: '1.00', reason: 'Test' }));
      expect(error?.code).toBe(ErrorCode.InvalidState);
    }
    const order = paidOrder();
    for (const account of ['ops', 'support'] as const) {
      const error = await rejection(
        refundOrder(suite.client(account), { id: order.id, amount: '1.00', reason: 'Not mine to give' }),
      );
      expect(error?.code).toBe(ErrorCode.Forbidden);
    }
    expect((await getOrder(finance, { id: order.id })).refunded).toBe('0.00');
    expect((await rejection(refundOrder(finance, { id: 999_999, amount: '1.00', reason: 'x' })))?.code).toBe(
      ErrorCode.NotFound,
    );
  });

  it('lands in the operation log with its reason and who gave it', async () => {
    const order = paidOrder();
    await refundOrder(finance, { id: order.id, amount: '0.50', reason: 'Logged reason' });
    const logged = suite.harness.database.sqlite
      .prepare("select username, params from operation_logs where operation_id = 'refundOrder' order by id desc")
      .get() as { username: string; params: string };
    expect(logged.username).toBe('finance');
    expect(logged.params).toContain('Logged reason');
  });
});
