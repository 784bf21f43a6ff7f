import { connectionOf } from '@pcharging/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness';
import { countOrders } from './order-queries';

let harness: Harness;
beforeAll(async () => {
  harness = await createHarness();
});
afterAll(() => harness.close());

const ordersInTable = () =>
  connectionOf(harness.database.db).prepare<[], { n: number }>('select count(*) as n from orders').get()?.n ?? 0;

describe('the count of an unfiltered order list', () => {
  it('is every order the table holds, and follows orders added and removed', () => {
    const { db } = harness.database;
    const before = ordersInTable();
    expect(before).toBeGreaterThan(100);
    expect(countOrders(db, {})).toEqual({ total: before, capped: false });
    const sqlite = connectionOf(db);
    // A copy of an order under a new id and number, as a session's end writes one (the rollup's triggers run).
    const columns = sqlite
      .prepare<[string], { name: string }>('select name from pragma_table_info(?)')
      .all('orders')
      .map((column) => column.name)
      .filter((name) => name !== 'id');
    const copied = columns.map((name) => (name === 'order_no' ? `order_no || 'C'` : name)).join(', ');
    const copy = sqlite.prepare(`insert into orders (${columns.join(', ')}) select ${copied} from orders where id = ?`);
    copy.run(5);
    copy.run(6);
    expect(countOrders(db, {})).toEqual({ total: before + 2, capped: false });
    sqlite.prepare(`delete from orders where order_no like '%C'`).run();
    expect(countOrders(db, {})).toEqual({ total: before, capped: false });
  });

  it('stops at the cap like a filtered one', () => {
    const { db } = harness.database;
    expect(countOrders(db, {}, 50)).toEqual({ total: 50, capped: true });
    expect(countOrders(db, {}, ordersInTable())).toEqual({ total: ordersInTable(), capped: false });
  });
});
