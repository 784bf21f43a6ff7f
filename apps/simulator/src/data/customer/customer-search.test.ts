import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reseedNetwork } from '../../domain/network/network-content';
import { createHarness, type Harness } from '../../testing/harness';
import { queryPlan } from '../../testing/query-plan';
import { orderCountQuery, orderPageQuery } from '../order/order-sql';
import { rawStatement } from '../prepared';
import { sessionCountQuery, sessionPageQuery } from '../session/session-sql';
import { customerPageQuery } from './customer-queries';
import { personSearch } from './customer-search';

let harness: Harness;
beforeAll(async () => {
  harness = await createHarness();
});
afterAll(() => harness.close());

function plan(query: SQL, values: Record<string, unknown>): string {
  const all = { now: 0, threshold: 0, cap: 1000, limit: 20, offset: 0, ...values };
  return rawStatement<{ detail: string }>(harness.database.db, sql`explain query plan ${query}`)
    .all(all)
    .map((row) => row.detail)
    .join('\n');
}

// A search that read every customer (or every open session) to test each took ~280 ms on the `large` seed.
describe('the searches for a person read through indexes', () => {
  it.each([
    ['part of a name', personSearch('singh')],
    ['a short text', personSearch('ab')],
  ])('finds the orders of %s through the customer index, never scanning customers or orders', (_name, search) => {
    for (const query of [
      ...Object.values(orderCountQuery(search)),
      orderPageQuery(search, { field: 'started_at', order: 'desc' }, false),
    ]) {
      const lines = plan(query, { ...search });
      expect(lines).toContain('USING COVERING INDEX orders_customer_started_idx (customer_id=?)');
      expect(lines).not.toMatch(/SCAN (x|customers|c)\b/);
    }
  });

  it('finds the open sessions of a person or a place by id, never reading every open session', () => {
    const filters = { ...personSearch('singh'), placePrefix: 'SIE' };
    for (const query of [sessionCountQuery(filters), sessionPageQuery(filters)]) {
      const lines = plan(query, filters);
      expect(lines).toContain('SEARCH s USING INTEGER PRIMARY KEY (rowid=?)');
      expect(lines).toContain('VIRTUAL TABLE INDEX 0:M');
      expect(lines).toContain('SEARCH pq USING COVERING INDEX ports_code_unique (code>? AND code<?)');
      expect(lines).toContain('SEARCH pp USING COVERING INDEX piles_serial_unique (serial>? AND serial<?)');
      expect(lines).not.toContain('charging_sessions_status_started_idx');
    }
  });

  it('pages the customers found from the search table, each read by id', () => {
    const query = customerPageQuery(
      harness.database.db,
      { keyword: 'singh', sort: 'created_at', order: 'desc' },
      {
        limit: 20,
        offset: 0,
      },
    );
    const lines = queryPlan(harness.database.sqlite, query).join('\n');
    expect(lines).toContain('VIRTUAL TABLE INDEX 0:M');
    expect(lines).not.toMatch(/SCAN customers\b|customers_created_idx/);
  });
});

describe('the search table when the network is put back as seeded', () => {
  it('holds the seeded customers again, not the names they had before', async () => {
    const { sqlite } = harness.database;
    const found = (text: string) =>
      sqlite
        .prepare<[string], number>('select rowid from customer_search where customer_search match ?')
        .pluck()
        .all(`"${text}"`);
    const seededName = sqlite.prepare<[], string>('select name from customers where id = 1').pluck().get() ?? '';
    sqlite.prepare("update customers set name = 'Zebulon Quixote' where id = 1").run();
    expect(found('quixote')).toEqual([1]);
    await reseedNetwork(harness.domain(), { profile: 'demo', seedNumber: 2026 });
    expect(found('quixote')).toEqual([]);
    expect(found(seededName)).toContain(1);
  });
});
