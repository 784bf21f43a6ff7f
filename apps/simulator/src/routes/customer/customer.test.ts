import { bindRfidCard, getCustomer, listCustomers, setCustomerStatus } from '@pcharging/api-client';
import { ErrorCode } from '@pcharging/api-client/wire';
import { dayInZone } from '@pcharging/validation';
import { describe, expect, it } from 'vitest';
import { rejection, signIn } from '../../testing/harness';
import { signedInSuite } from '../../testing/signed-in-suite';

const suite = signedInSuite(['support', 'ops', 'auditor']);
const { support, ops, auditor } = suite.clients;

const scalar = <T>(query: string, ...values: unknown[]) =>
  suite.harness.database.sqlite.prepare(query).get(...values) as T;
const day = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 10);

describe('listCustomers', () => {
  it('pages through every customer, newest first, with balance and number of cards', async () => {
    const page = await listCustomers(auditor, {}, { page: 1, size: 20 });
    expect(page.total).toBe(300);
    expect(page.items).toHaveLength(20);
    const created = page.items.map((c) => c.created_at);
    expect(created).toEqual([...created].sort().reverse());
    for (const customer of page.items) {
      const stored = scalar<{ balance_cents: number; cards: number }>(
        'select balance_cents, (select count(*) from rfid_cards where customer_id = ?) as cards from customers where id = ?',
        customer.id,
        customer.id,
      );
      expect(customer.balance).toBe((stored.balance_cents / 100).toFixed(2));
      expect(customer.cards).toBe(stored.cards);
    }
  });

  it('finds a keyword in the account, name, e-mail or phone, with wildcards taken literally', async () => {
    const byPhone = await listCustomers(auditor, { keyword: '555 3000' }, { page: 1, size: 10 });
    expect(byPhone.items.map((c) => c.account)).toEqual(['aisha.roy.1']);
    const byName = await listCustomers(auditor, { keyword: 'Roy' }, { page: 1, size: 100 });
    expect(byName.total).toBeGreaterThan(1);
    for (const c of byName.items) {
      expect(`${c.account} ${c.name} ${c.email} ${c.phone}`.toLowerCase()).toContain('roy');
    }
    expect((await listCustomers(auditor, { keyword: '_' }, { page: 1, size: 1 })).total).toBe(0);
  });

  it("filters by status and by the days of registration in the network's zone, both inclusive", async () => {
    const disabled = await listCustomers(auditor, { status: 0 }, { page: 1, size: 50 });
    expect(disabled.total).toBe(scalar<{ n: number }>('select count(*) as n from customers where status = 0').n);
    expect(disabled.items.every((c) => c.status === 0)).toBe(true);

    const first = scalar<{ at: number }>('select min(created_at) as at from customers').at;
    const from = day(first + 3 * 24 * 3600 * 1000);
    const to = day(first + 6 * 24 * 3600 * 1000);
    const zone = suite.harness.config.network.timeZone;
    const registeredOn = (createdAt: number) => dayInZone(createdAt, zone);
    const all = suite.harness.database.sqlite.prepare('select created_at as at from customers').all() as {
      at: number;
    }[];
    const expected = all.filter(({ at }) => registeredOn(at) >= from && registeredOn(at) <= to).length;
    const range = await listCustomers(auditor, { created_from: from, created_to: to }, { page: 1, size: 100 });
    expect(range.total).toBe(expected);
    expect(range.total).toBeGreaterThan(0);
    const days = range.items.map((c) => registeredOn(Date.parse(c.created_at)));
    expect(days.every((registered) => registered >= from && registered <= to)).toBe(true);
  });

  it('sorts by account', async () => {
    const page = await listCustomers(auditor, { sort: 'account', order: 'asc' }, { page: 1, size: 50 });
    const accounts = page.items.map((c) => c.account);
    expect(accounts).toEqual([...accounts].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('refuses a day that does not exist, a malformed one and a reversed range', async () => {
    const unreal = await rejection(listCustomers(auditor, { created_from: '2026-02-30' }, { page: 1, size: 1 }));
    expect(unreal?.code).toBe(ErrorCode.InvalidInput);
    expect(unreal?.fieldErrors.created_from).toBe('Invalid registered from (wrong format)');
    const malformed = await rejection(listCustomers(auditor, { created_to: '2026/01/01' }, { page: 1, size: 1 }));
    expect(malformed?.fieldErrors.created_to).toBe('Invalid registered until (wrong format)');
    const reversed = await rejection(
      listCustomers(auditor, { created_from: '2026-03-02', created_to: '2026-03-01' }, { page: 1, size: 1 }),
    );
    expect(reversed?.message).toBe('The start date is after the end date');
  });
});

describe('getCustomer', () => {
  it('answers the balance, the cards, the 20 most recent orders and lifetime totals', async () => {
    const busiest = scalar<{ id: number }>(
      'select customer_id as id from orders group by customer_id order by count(*) desc limit 1',
    ).id;
    const customer = await getCustomer(support, { id: busiest });
    const totals = scalar<{ orders: number; wh: number; spent: number }>(
      `select count(*) as orders, sum(energy_wh) as wh,
              sum(case when status = 3 then total_cents else 0 end) as spent
       from orders where customer_id = ?`,
      busiest,
    );
    expect(customer.totals).toEqual({
      orders: totals.orders,
      energy_kwh: Math.round(totals.wh / 10) / 100,
      spent: (totals.spent / 100).toFixed(2),
    });
    expect(totals.orders).toBeGreaterThan(20);
    expect(customer.recent_orders).toHaveLength(20);
    const started = customer.recent_orders.map((o) => o.started_at);
    expect(started).toEqual([...started].sort().reverse());
    const latest = scalar<{ order_no: string }>(
      'select order_no from orders where customer_id = ? order by started_at desc, id desc limit 1',
      busiest,
    );
    expect(customer.recent_orders[0]?.order_no).toBe(latest.order_no);
    const cards = suite.harness.database.sqlite
      .prepare('select card_no from rfid_cards where customer_id = ? order by id')
      .all(busiest) as { card_no: string }[];
    expect(customer.card_list.map((c) => c.card_no)).toEqual(cards.map((c) => c.card_no));
    expect(customer.cards).toBe(cards.length);
  });

  it('answers 404 for a customer that does not exist', async () => {
    expect((await rejection(getCustomer(support, { id: 9999 })))?.code).toBe(ErrorCode.NotFound);
  });
});

describe('setCustomerStatus', () => {
  it('disables and enables an account with the spec messages; a disabled account cannot get cards', async () => {
    const { token } = await signIn(suite.harness, 'support');
    const disable = await suite.harness.send('/Customer/status', { token, body: 'params[id]=1&params[status]=0' });
    expect(await disable.json()).toMatchObject({ code: 200, msg: 'Disabled successfully', data: { status: 0 } });
    expect((await rejection(bindRfidCard(support, { id: 256, account: 'aisha.roy.1' })))?.message).toBe(
      'Account invalid',
    );
    const enable = await suite.harness.send('/Customer/status', { token, body: 'params[id]=1&params[status]=1' });
    expect(await enable.json()).toMatchObject({ code: 200, msg: 'Enabled successfully', data: { status: 1 } });
    expect((await bindRfidCard(support, { id: 256, account: 'aisha.roy.1' })).account).toBe('aisha.roy.1');
    expect((await getCustomer(auditor, { id: 1 })).status).toBe(1);
  });

  it('refuses an unknown status, an unknown customer and roles that may only list', async () => {
    const invalid = await rejection(setCustomerStatus(support, { id: 1, status: 2 as 0 | 1 }));
    expect(invalid?.fieldErrors.status).toBe('Invalid status (one of 0, 1)');
    expect((await rejection(setCustomerStatus(support, { id: 9999, status: 0 })))?.code).toBe(ErrorCode.NotFound);
    expect((await rejection(setCustomerStatus(ops, { id: 1, status: 0 })))?.code).toBe(ErrorCode.Forbidden);
    expect((await rejection(setCustomerStatus(auditor, { id: 1, status: 0 })))?.code).toBe(ErrorCode.Forbidden);
  });
});
