import { getOrder, listOrders, refundOrder } from '@pcharging/api-client';
import { OrderStatus } from '@pcharging/api-client/enums';
import { describe, expect, it } from 'vitest';
import { centsToMoney } from '../../lib/money';
import { readFirstSheet } from '../../lib/spreadsheet';
import { signedInSuite } from '../../testing/signed-in-suite';

const suite = signedInSuite(['finance']);
const finance = suite.client('finance');
const ALL = { page: 1, size: 100 };

/** Two paid orders nobody has refunded yet. */
function paidOrders(): { id: number; totalCents: number }[] {
  return suite.harness.database.sqlite
    .prepare(
      `select id, total_cents as totalCents from orders where status = ? and refunded_cents = 0 and total_cents >= 500
       order by id desc limit 2`,
    )
    .all(OrderStatus.Paid) as { id: number; totalCents: number }[];
}

describe('refund state', () => {
  it('reads none, partial or full on the list, the detail and the export, and filters by it', async () => {
    const [part, whole] = paidOrders();
    if (!part || !whole) throw new Error('the demo seed has no paid orders left');
    const untouched = await getOrder(finance, { id: part.id });
    expect(untouched.refund_state).toBe('none');

    await refundOrder(finance, { id: part.id, amount: '1.00', reason: 'Wrong tariff for a minute' });
    await refundOrder(finance, { id: whole.id, amount: '1.00', reason: 'First half' });
    const full = await refundOrder(finance, {
      id: whole.id,
      amount: centsToMoney(whole.totalCents - 100),
      reason: 'The rest',
    });
    expect(full.refund_state).toBe('full');
    expect((await getOrder(finance, { id: part.id })).refund_state).toBe('partial');

    const ids = async (refund_state: 'none' | 'partial' | 'full') =>
      (await listOrders(finance, { refund_state }, ALL)).items.map((row) => [row.id, row.refund_state]);
    expect(await ids('partial')).toContainEqual([part.id, 'partial']);
    expect(await ids('full')).toContainEqual([whole.id, 'full']);
    for (const state of ['partial', 'full'] as const) {
      expect((await ids(state)).every(([, read]) => read === state)).toBe(true);
    }
    const refunded = suite.harness.database.sqlite
      .prepare('select count(*) as n from orders where refunded_cents > 0')
      .get() as { n: number };
    const counted = async (refund_state: 'partial' | 'full') =>
      (await listOrders(finance, { refund_state }, ALL)).total;
    expect((await counted('partial')) + (await counted('full'))).toBe(refunded.n);
    expect((await ids('none')).map(([id]) => id)).not.toContain(part.id);

    const response = await suite.harness.send('/Order/export', {
      token: suite.tokenOf('finance'),
      body: 'params[refund_state]=full',
    });
    const rows = readFirstSheet(new Uint8Array(await response.arrayBuffer()));
    expect(rows[0]?.slice(6, 8)).toEqual(['Status', 'Refund']);
    expect(rows.slice(1).map((row) => row[7])).toEqual(rows.slice(1).map(() => 'Refunded'));
    expect(rows.length - 1).toBe(await counted('full'));
  });
});
