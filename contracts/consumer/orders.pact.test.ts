import { exportOrders, getOrder, listOrders } from '@pcharging/api-client';
import { describe, expect, it } from 'vitest';
import { okAnswer } from './answer-shape';
import {
  asAuditor,
  asExpired,
  asUnknown,
  errorAnswer,
  expectAnswer,
  expectRefusal,
  expectWorkbook,
  invalidAnswer,
  MESSAGES,
} from './support';

const firstPage = { page: 1, size: 10 };
const pageinfo = { page: 1, perpage: 10 };

describe('orders', () => {
  it('lists a filtered page of orders', async () => {
    const page = await expectAnswer({
      description: 'a page of the orders of a station',
      path: '/Order/lists',
      body: { params: { station_id: 1 }, pageinfo },
      answer: okAnswer('listOrders'),
      call: (client) => listOrders(client, { station_id: 1 }, firstPage),
    });
    expect(page.items[0]?.order_no).toEqual(expect.any(String));
    expect(page.total).toBeGreaterThan(0);
    expect(typeof page.total_capped).toBe('boolean');
  });

  it('refuses an unreadable time range with a field error', async () => {
    const error = await expectRefusal({
      description: 'a page of orders from a malformed start time',
      path: '/Order/lists',
      body: { params: { started_from: 'yesterday' }, pageinfo },
      answer: invalidAnswer('started_from', 'Invalid started from'),
      call: (client) => listOrders(client, { started_from: 'yesterday' }, firstPage),
    });
    expect(error?.code).toBe(1001);
    expect(error?.fieldErrors.started_from).toBeTruthy();
  });

  it('asks to sign in again when the session has expired', async () => {
    const error = await expectRefusal({
      ...asExpired,
      description: 'a page of orders with an expired session',
      path: '/Order/lists',
      body: { params: {}, pageinfo },
      answer: errorAnswer(1005, MESSAGES.sessionExpired),
      call: (client) => listOrders(client, {}, firstPage),
    });
    expect(error?.kind).toBe('session');
    expect(error?.code).toBe(1005);
  });

  it('reads one order with its bill', async () => {
    const order = await expectAnswer({
      description: 'the detail of an order',
      path: '/Order/info',
      body: { params: { id: 1 } },
      answer: okAnswer('getOrder'),
      call: (client) => getOrder(client, { id: 1 }),
    });
    expect(order.price_lines.length).toBeGreaterThan(0);
  });

  it('reads how the session of an order ended, where the backend offers sessions', async () => {
    const order = await expectAnswer({
      capability: 'sessions',
      description: 'the detail of an order with how its session ended',
      path: '/Order/info',
      body: { params: { id: 1 } },
      answer: okAnswer('getOrder', {}, 'sessions'),
      call: (client) => getOrder(client, { id: 1 }),
    });
    expect(order.end_kind).toEqual(expect.any(String));
  });

  it('reads the refunds of an order, where the backend offers money corrections', async () => {
    const order = await expectAnswer({
      capability: 'money-corrections',
      description: 'the detail of an order with its refunds',
      path: '/Order/info',
      body: { params: { id: 1 } },
      answer: okAnswer('getOrder', {}, 'money-corrections'),
      call: (client) => getOrder(client, { id: 1 }),
    });
    expect([typeof order.refunded, typeof order.refundable]).toEqual(['string', 'string']);
    expect(['none', 'partial', 'full']).toContain(order.refund_state);
  });

  it('lists the orders nothing was refunded of, with their refund state, where the backend offers money corrections', async () => {
    const page = await expectAnswer({
      capability: 'money-corrections',
      description: 'a page of the orders of a station that were not refunded',
      path: '/Order/lists',
      body: { params: { station_id: 1, refund_state: 'none' }, pageinfo },
      answer: okAnswer('listOrders', {}, 'money-corrections'),
      call: (client) => listOrders(client, { station_id: 1, refund_state: 'none' }, firstPage),
    });
    expect(page.items[0]?.refund_state).toBe('none');
  });

  it('lists the orders of the customers whose name holds a text, where the backend offers people search', async () => {
    const page = await expectAnswer({
      capability: 'people-search',
      description: 'a page of the orders of the customers whose name holds "bouch"',
      path: '/Order/lists',
      body: { params: { keyword: 'bouch' }, pageinfo },
      answer: okAnswer('listOrders'),
      call: (client) => listOrders(client, { keyword: 'bouch' }, firstPage),
    });
    expect(page.items[0]?.account).toEqual(expect.any(String));
  });

  it('answers 404 for an unknown order', async () => {
    const error = await expectRefusal({
      description: 'the detail of an order that does not exist',
      path: '/Order/info',
      body: { params: { id: 99999999 } },
      answer: errorAnswer(404, MESSAGES.notFound),
      call: (client) => getOrder(client, { id: 99999999 }),
    });
    expect(error?.code).toBe(404);
  });

  it('exports the matching orders as a workbook', async () => {
    const file = await expectWorkbook({
      description: 'an export of the orders of a station',
      path: '/Order/export',
      body: { params: { station_id: 1 } },
      disposition: [
        /attachment; filename="orders-\d{8}-\d{6}\.xlsx"/,
        'attachment; filename="orders-20260301-083000.xlsx"',
      ],
      call: (client) => exportOrders(client, { station_id: 1 }),
    });
    expect(file.fileName).toMatch(/^orders-\d{8}-\d{6}\.xlsx$/);
    expect(file.blob.size).toBeGreaterThan(0);
  });

  it('refuses an export to an unknown token', async () => {
    const error = await expectRefusal({
      ...asUnknown,
      description: 'an export of orders with an unknown token',
      path: '/Order/export',
      body: { params: {} },
      answer: errorAnswer(401, MESSAGES.unauthorized),
      call: (client) => exportOrders(client, {}),
    });
    expect(error?.code).toBe(401);
  });

  it('lets the read-only auditor read orders', async () => {
    const page = await expectAnswer({
      ...asAuditor,
      description: 'a page of orders read by the auditor',
      path: '/Order/lists',
      body: { params: {}, pageinfo },
      answer: okAnswer('listOrders'),
      call: (client) => listOrders(client, {}, firstPage),
    });
    expect(page.items.length).toBeGreaterThan(0);
  });
});
