import { exportOrders, getOrder, listOrders, type OrderRow } from '@pcharging/api-client';
import { ErrorCode } from '@pcharging/api-client/wire';
import { priceSession } from '@pcharging/validation';
import { beforeAll, describe, expect, it } from 'vitest';
import { readFirstSheet } from '../../lib/spreadsheet';
import { rejection, signIn } from '../../testing/harness';
import { signedInSuite } from '../../testing/signed-in-suite';

const suite = signedInSuite(['finance', 'ops']);
const { finance, ops } = suite.clients;

const count = (where: string, ...values: unknown[]) =>
  (
    suite.harness.database.sqlite.prepare(`select count(*) as n from orders where ${where}`).get(...values) as {
      n: number;
    }
  ).n;

const newestFirst = (rows: OrderRow[]) =>
  rows.every((row, index) => {
    const next = rows[index + 1];
    return !next || row.started_at > next.started_at || (row.started_at === next.started_at && row.id > next.id);
  });

describe('listOrders', () => {
  it('pages through the orders newest first, with names and dollar amounts', async () => {
    const first = await listOrders(finance, {}, { page: 1, size: 20 });
    expect(first.total).toBe(count('1 = 1'));
    expect(first.total_capped).toBe(false);
    expect(first.items).toHaveLength(20);
    expect(newestFirst(first.items)).toBe(true);
    const second = await listOrders(finance, {}, { page: 2, size: 20 });
    expect(newestFirst([...first.items, ...second.items])).toBe(true);
    expect(new Set([...first.items, ...second.items].map((row) => row.id)).size).toBe(40);
    const row = first.items[0];
    expect(row).toMatchObject({
      order_no: expect.stringMatching(/^PC\d{15}$/),
      account: expect.any(String),
      station_name: expect.any(String),
      port_code: expect.any(String),
      elect_fee: expect.stringMatching(/^\d+\.\d\d$/),
      total_fee: expect.stringMatching(/^\d+\.\d\d$/),
    });
  });

  it('charges every seeded order by its template: energy, hours of charging, idle minutes beyond 15', async () => {
    const templates = suite.harness.database.sqlite
      .prepare(
        `select s.id as stationId, t.elect_fee_cents as electFeeCents, t.service_fee_cents as serviceFeeCents,
           t.park_fee_cents as parkFeeCents, t.free_park_minutes as freeParkMinutes
         from stations s join price_templates t on t.id = s.price_template_id`,
      )
      .all() as {
      stationId: number;
      electFeeCents: number;
      serviceFeeCents: number;
      parkFeeCents: number;
      freeParkMinutes: number;
    }[];
    const tariffOf = new Map(templates.map((template) => [template.stationId, template]));
    const cents = (money: string) => Math.round(Number(money) * 100);
    let checked = 0;
    for (let page = 1; ; page += 1) {
      const { items } = await listOrders(finance, {}, { page, size: 100 });
      for (const order of items) {
        const tariff = tariffOf.get(order.station_id);
        if (!tariff) throw new Error(`station ${order.station_id} has no template`);
        const bill = priceSession(tariff, {
          energyWh: Math.round(order.energy_kwh * 1000),
          chargingMinutes: order.duration_minutes,
          idleMinutes: order.idle_minutes,
        });
        expect([
          cents(order.elect_fee),
          cents(order.service_fee),
          cents(order.park_fee),
          cents(order.total_fee),
        ]).toEqual([bill.electFeeCents, bill.serviceFeeCents, bill.parkFeeCents, bill.totalCents]);
        checked += 1;
      }
      if (items.length < 100) break;
    }
    expect(checked).toBe(count('1 = 1'));
  });

  it('filters by station, port, start mode and time range together', async () => {
    const from = '2025-12-01T00:00:00Z';
    // A bare day is a day of the network's zone: until the end of 2025-12-31 in Toronto, 05:00 UTC on the 1st.
    const to = '2025-12-31';
    const end = '2026-01-01T05:00:00.000Z';
    const page = await listOrders(
      finance,
      { station_id: 4, start_mode: 1, started_from: from, started_to: to },
      { page: 1, size: 100 },
    );
    const expected = count(
      'station_id = 4 and start_mode = 1 and started_at >= ? and started_at < ?',
      Date.parse(from),
      Date.parse(end),
    );
    expect(expected).toBeGreaterThan(0);
    expect(page.total).toBe(expected);
    for (const order of page.items) {
      expect(order).toMatchObject({ station_id: 4, start_mode: 1 });
      expect(order.started_at >= from && order.started_at < end).toBe(true);
    }
    const port = page.items[0]?.port_id ?? 0;
    const byPort = await listOrders(finance, { port_id: port }, { page: 1, size: 100 });
    expect(byPort.total).toBe(count('port_id = ?', port));
    expect(byPort.items.every((order) => order.port_id === port)).toBe(true);
  });

  it('finds a customer’s orders by the whole account, and none for an unknown account', async () => {
    const { account } = suite.harness.database.sqlite.prepare('select account from customers where id = 239').get() as {
      account: string;
    };
    const page = await listOrders(finance, { account: ` ${account} ` }, { page: 1, size: 100 });
    expect(page.total).toBe(count('customer_id = 239'));
    expect(page.items.every((order) => order.account === account)).toBe(true);
    expect((await listOrders(finance, { account: 'nobody.at.all' }, { page: 1, size: 20 })).total).toBe(0);
    expect((await listOrders(finance, { account: account.slice(0, 4) }, { page: 1, size: 20 })).total).toBe(0);
  });

  it('finds one order by its whole number', async () => {
    const { order_no: orderNo } = suite.harness.database.sqlite
      .prepare('select order_no from orders where id = 16')
      .get() as {
      order_no: string;
    };
    const page = await listOrders(finance, { order_no: orderNo }, { page: 1, size: 20 });
    expect(page.items.map((order) => order.id)).toEqual([16]);
  });

  it('filters by status: an order still charging has no end and no payment yet', async () => {
    suite.harness.database.sqlite
      .prepare('update orders set status = 1, ended_at = null, paid_at = null where id = 40')
      .run();
    const charging = await listOrders(finance, { status: 1 }, { page: 1, size: 20 });
    expect(charging.items.map((order) => [order.id, order.ended_at, order.paid_at])).toEqual([[40, null, null]]);
    expect((await listOrders(finance, { status: 3 }, { page: 1, size: 1 })).total).toBe(count('status = 3'));
  });

  it('sorts by total or energy, both ways, and pages the same way', async () => {
    const byTotal = await listOrders(finance, { sort: 'total' }, { page: 1, size: 50 });
    const totals = byTotal.items.map((order) => Number(order.total_fee));
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const top = suite.harness.database.sqlite.prepare('select max(total_cents) as m from orders').get() as {
      m: number;
    };
    expect(Math.round((totals[0] ?? 0) * 100)).toBe(top.m);
    const byEnergy = await listOrders(finance, { sort: 'energy', order: 'asc', station_id: 4 }, { page: 2, size: 30 });
    const energies = byEnergy.items.map((order) => order.energy_kwh);
    expect(energies).toEqual([...energies].sort((a, b) => a - b));
    const sorted = suite.harness.database.sqlite
      .prepare('select id from orders where station_id = 4 order by energy_wh asc, id asc limit 30 offset 30')
      .all() as { id: number }[];
    expect(byEnergy.items.map((order) => order.id)).toEqual(sorted.map((row) => row.id));
  });

  it('refuses an impossible date and a reversed range, in the language of the request', async () => {
    const { token } = await signIn(suite.harness, 'finance');
    const invalid = await suite.harness.send('/Order/lists', {
      token,
      locale: 'fr',
      body: 'params[started_from]=2026-02-30',
    });
    expect(await invalid.json()).toMatchObject({
      code: 1001,
      msg: 'Démarrée à partir du invalide (format incorrect)',
    });
    const shape = await rejection(listOrders(finance, { started_to: '15/01/2026' }, { page: 1, size: 20 }));
    expect(shape?.fieldErrors.started_to).toBe('Invalid started until (wrong format)');
    const reversed = await rejection(
      listOrders(finance, { started_from: '2026-01-10', started_to: '2026-01-09' }, { page: 1, size: 20 }),
    );
    expect(reversed?.code).toBe(ErrorCode.InvalidInput);
    expect(reversed?.fieldErrors.started_to).toBe('The start date is after the end date');
    const mode = await rejection(listOrders(finance, { start_mode: 9 as 1 }, { page: 1, size: 20 }));
    expect(mode?.fieldErrors.start_mode).toBe('Invalid start mode (one of 1, 2, 3, 4)');
  });
});

describe('getOrder', () => {
  it('answers the bill line by line, the card used and the payment in the journal', async () => {
    const order = await getOrder(finance, { id: 16 });
    expect(order).toMatchObject({ id: 16, card_no: expect.stringMatching(/^RF\d{8}$/), free_park_minutes: 15 });
    const [energy, service, idle] = order.price_lines;
    expect(energy).toMatchObject({ item: 'energy', unit: 'kWh', quantity: order.energy_kwh, amount: order.elect_fee });
    expect(service).toMatchObject({ item: 'service', unit: 'h', amount: order.service_fee });
    expect(idle).toMatchObject({
      item: 'idle',
      unit: 'min',
      quantity: order.idle_minutes - 15,
      amount: order.park_fee,
    });
    for (const line of order.price_lines) {
      expect(Math.abs(Number(line.unit_price) * line.quantity - Number(line.amount))).toBeLessThan(0.02);
    }
    expect(order.journal.map((entry) => [entry.type, entry.amount, entry.order_no])).toContainEqual([
      2,
      `-${order.total_fee}`,
      order.order_no,
    ]);
  });

  it('keeps the tariff the order was priced with when the template changes later', async () => {
    const before = await getOrder(finance, { id: 26 });
    suite.harness.database.sqlite
      .prepare(
        'update price_templates set elect_fee_cents = elect_fee_cents + 50 where id = (select price_template_id from stations where id = ?)',
      )
      .run(before.station_id);
    expect((await getOrder(finance, { id: 26 })).price_lines).toEqual(before.price_lines);
  });

  it('answers 404 for an order that does not exist', async () => {
    expect((await rejection(getOrder(finance, { id: 999_999 })))?.code).toBe(ErrorCode.NotFound);
  });
});

describe('exportOrders', () => {
  it('exports the filtered orders with headings in the language of the request', async () => {
    const { token } = await signIn(suite.harness, 'finance', undefined, 'fr');
    const response = await suite.harness.send('/Order/export', { token, locale: 'fr', body: 'params[station_id]=6' });
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    // Named by the network's time (09:00 UTC is 04:00 in Toronto), as its times are.
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="orders-20260115-040000.xlsx"');
    const rows = readFirstSheet(new Uint8Array(await response.arrayBuffer()));
    expect(rows[0]?.slice(0, 3)).toEqual(['Numéro de commande', 'Compte client', 'Station']);
    expect(rows[0]).toEqual(expect.arrayContaining(['Début (America/Toronto)', 'Total brut (CAD)', 'Net (CAD)']));
    expect(rows).toHaveLength(count('station_id = 6') + 1);
    const newest = suite.harness.database.sqlite
      .prepare(
        'select order_no, total_cents from orders where station_id = 6 order by started_at desc, id desc limit 1',
      )
      .get() as { order_no: string; total_cents: number };
    expect(rows[1]?.[0]).toBe(newest.order_no);
    expect(Number(rows[1]?.at(-1))).toBe(newest.total_cents / 100);
    expect(['Application', 'Carte RFID', 'À distance (back-office)', 'Plug and Charge']).toContain(rows[1]?.[5]);
  });

  it('downloads through the api client as a named file', async () => {
    const file = await exportOrders(finance, { account: 'nobody.at.all' });
    expect(file.fileName).toMatch(/^orders-\d{8}-\d{6}\.xlsx$/);
    const rows = readFirstSheet(new Uint8Array(await file.blob.arrayBuffer()));
    expect(rows).toEqual([expect.arrayContaining(['Order number', 'Start time (America/Toronto)', 'Gross (CAD)'])]);
  });

  it('is refused to operations, who may list orders but not export them', async () => {
    expect((await rejection(exportOrders(ops, {})))?.code).toBe(ErrorCode.Forbidden);
    await expect(listOrders(ops, {}, { page: 1, size: 1 })).resolves.toMatchObject({ total: expect.any(Number) });
  });
});

describe('at scale', () => {
  const big = signedInSuite(['finance']);
  const client = big.client('finance');
  beforeAll(() => {
    // 100,000 more orders, copies of the seeded ones spread over the same days, so that caps are reached.
    big.harness.database.sqlite.exec(`
      insert into orders (order_no, customer_id, station_id, pile_id, port_id, start_mode, status, started_at,
        ended_at, duration_minutes, idle_minutes, energy_wh, elect_fee_cents, service_fee_cents, park_fee_cents,
        total_cents, paid_at)
      with recursive n(i) as (select 1 union all select i + 1 from n where i < 100000)
      select 'XX' || printf('%09d', n.i), o.customer_id, o.station_id, o.pile_id, o.port_id, o.start_mode, o.status,
        o.started_at - n.i, o.ended_at, o.duration_minutes, o.idle_minutes, o.energy_wh, o.elect_fee_cents,
        o.service_fee_cents, o.park_fee_cents, o.total_cents, o.paid_at
      from n join orders o on o.id = 1 + n.i % 7000`);
  });

  it('counts up to 10,000 and says that more match', async () => {
    const page = await listOrders(client, {}, { page: 1, size: 20 });
    expect(page).toMatchObject({ total: 10_000, total_capped: true });
    const deep = await listOrders(client, {}, { page: 600, size: 20 });
    expect(deep.items).toHaveLength(20);
    const narrow = await listOrders(client, { station_id: 99_999 }, { page: 1, size: 20 });
    expect(narrow).toMatchObject({ total: 0, total_capped: false });
  });

  it('sorts many matches by total through the total index, in the same order as a plain sort', async () => {
    const page = await listOrders(client, { start_mode: 2, sort: 'total' }, { page: 3, size: 25 });
    const expected = big.harness.database.sqlite
      .prepare('select id from orders where start_mode = 2 order by total_cents desc, id desc limit 25 offset 50')
      .all() as { id: number }[];
    expect(page.items.map((order) => order.id)).toEqual(expected.map((row) => row.id));
  });

  it('refuses to export more than 100,000 orders and asks to narrow the filters', async () => {
    const error = await rejection(exportOrders(client, {}));
    expect(error?.code).toBe(ErrorCode.InvalidInput);
    expect(error?.message).toBe(
      'More than 100,000 rows match. Narrow the filters (for example a shorter time range) and export again.',
    );
    const narrowed = await exportOrders(client, { station_id: 6, start_mode: 3 });
    expect(readFirstSheet(new Uint8Array(await narrowed.blob.arrayBuffer())).length).toBeGreaterThan(1);
  });
});
