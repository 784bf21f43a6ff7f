import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness';
import { anyFilter } from '../capped-count';
import { type JournalFilters, journalCountQuery, journalPageQuery } from '../journal/journal-sql';
import { rawStatement } from '../prepared';
import { type OrderFilters, type OrderSortField, orderCountQuery, orderPageQuery } from './order-sql';

let harness: Harness;
beforeAll(async () => {
  harness = await createHarness();
});
afterAll(() => harness.close());

const DAY = 24 * 3600 * 1000;
const range = { startedFrom: Date.UTC(2026, 0, 1), startedTo: Date.UTC(2026, 0, 1) + 7 * DAY };

/** Every filter on its own, with the time range, and in the combinations a screen sends. */
const orderFilterCases: Array<[string, OrderFilters, string]> = [
  ['no filter', {}, 'orders_started_idx'],
  ['time range', range, 'orders_started_idx'],
  ['order number', { orderNo: 'PC202601150000001' }, 'orders_order_no_unique'],
  ['customer', { customerId: 7 }, 'orders_customer_started_idx'],
  ['port', { portId: 12 }, 'orders_port_started_idx'],
  ['station', { stationId: 4 }, 'orders_station_started_idx'],
  ['status', { status: 1 }, 'orders_status_started_idx'],
  ['start mode', { startMode: 2 }, 'orders_mode_started_idx'],
  ['station and time', { stationId: 4, ...range }, 'orders_station_started_idx'],
  ['station, mode and status', { stationId: 4, startMode: 2, status: 3 }, 'orders_station_started_idx'],
  ['customer and station', { customerId: 7, stationId: 4, ...range }, 'orders_customer_started_idx'],
  ['port and status', { portId: 12, status: 2 }, 'orders_port_started_idx'],
  ['status and mode', { status: 2, startMode: 1, ...range }, 'orders_status_started_idx'],
  ['station and a status few orders have', { stationId: 4, status: 1 }, 'orders_status_started_idx'],
  ['mode and the status most orders have', { startMode: 2, status: 3, ...range }, 'orders_mode_started_idx'],
  ['the status most orders have', { status: 3 }, 'orders_status_started_idx'],
  [
    'everything',
    { orderNo: 'PC1', customerId: 7, portId: 12, stationId: 4, status: 3, startMode: 1, ...range },
    'orders_order_no_unique',
  ],
];

/** The plan of a query run with these filters (and a page, and a count's stop). */
function plan(query: SQL, filters: OrderFilters | JournalFilters): string[] {
  const values = { ...filters, cap: 1000, limit: 20, offset: 40 };
  return rawStatement<{ detail: string }>(harness.database.db, sql`explain query plan ${query}`)
    .all(values)
    .map((row) => row.detail);
}

/** The plan reads the table `alias` only through `index` or by rowid, never by a full scan of the table. */
function expectIndexed(lines: string[], alias: string, index?: string) {
  const reads = lines.filter((line) => new RegExp(`^(SCAN|SEARCH) ${alias}\\b`).test(line));
  expect(reads.length, lines.join('\n')).toBeGreaterThan(0);
  const byIndex = index ? `^(SEARCH|SCAN) ${alias} USING (COVERING )?INDEX ${index}\\b|` : '';
  for (const line of reads) {
    expect(line, lines.join('\n')).toMatch(new RegExp(`${byIndex}^SEARCH ${alias} USING INTEGER PRIMARY KEY`));
  }
  if (index) expect(lines.join('\n')).toMatch(new RegExp(`USING (COVERING )?INDEX ${index}\\b`));
}

describe('the order list query plans', () => {
  it.each(orderFilterCases)('counts %s through %s, from the index alone', (_name, filters, index) => {
    for (const [kind, query] of Object.entries(orderCountQuery(filters))) {
      const lines = plan(query, filters);
      if (filters.orderNo === undefined) expect(lines.join('\n')).toContain('COVERING INDEX');
      // Unfiltered, SQLite counts from whichever covering index is smallest.
      if (kind === 'probe' || anyFilter(filters)) expectIndexed(lines, 'x', index);
    }
  });

  it.each(orderFilterCases)('pages %s newest first through %s without sorting', (_name, filters, index) => {
    const lines = plan(orderPageQuery(filters, { field: 'started_at', order: 'desc' }, false), filters);
    expectIndexed(lines, 'x', index);
    expectIndexed(lines, 'o');
    if (filters.orderNo === undefined) {
      const inner = lines.slice(
        0,
        lines.findIndex((line) => line.startsWith('SEARCH o')),
      );
      expect(inner.join('\n')).not.toContain('TEMP B-TREE');
    }
  });

  it.each(orderFilterCases)('pages %s oldest first through %s too', (_name, filters, index) => {
    expectIndexed(plan(orderPageQuery(filters, { field: 'started_at', order: 'asc' }, false), filters), 'x', index);
  });

  const sortCases = orderFilterCases.flatMap(([name, filters, index]) =>
    (['total', 'energy'] as OrderSortField[]).map((field) => [name, field, filters, index] as const),
  );

  it.each(sortCases)('sorts the few matches of %s by %s through the filter index', (_name, field, filters, index) => {
    expectIndexed(plan(orderPageQuery(filters, { field, order: 'desc' }, false), filters), 'x', index);
  });

  it.each(sortCases)('walks the %s matches in %s order when many match', (_name, field, filters) => {
    const index = field === 'total' ? 'orders_total_idx' : 'orders_energy_idx';
    const lines = plan(orderPageQuery(filters, { field, order: 'desc' }, true), filters);
    expectIndexed(lines, 'x', index);
  });
});

const journalFilterCases: Array<[string, JournalFilters, string]> = [
  ['no filter', {}, 'journal_entries_created_idx'],
  ['time range', { createdFrom: range.startedFrom, createdTo: range.startedTo }, 'journal_entries_created_idx'],
  ['entry number', { entryNo: 'JN202601150000001' }, 'journal_entries_entry_no_unique'],
  ['order', { orderId: 16 }, 'journal_entries_order_idx'],
  ['customer', { customerId: 7 }, 'journal_entries_customer_created_idx'],
  ['type', { type: 1 }, 'journal_entries_type_created_idx'],
  [
    'customer and type',
    { customerId: 7, type: 2, createdFrom: range.startedFrom },
    'journal_entries_customer_created_idx',
  ],
  [
    'type and time',
    { type: 2, createdFrom: range.startedFrom, createdTo: range.startedTo },
    'journal_entries_type_created_idx',
  ],
];

describe('the journal list query plans', () => {
  it.each(journalFilterCases)('counts and pages %s through %s', (_name, filters, index) => {
    for (const [kind, query] of Object.entries(journalCountQuery(filters))) {
      const lines = plan(query, filters);
      if (kind === 'probe' || anyFilter(filters)) expectIndexed(lines, 'x', index);
      else expect(lines.join('\n')).toContain('COVERING INDEX');
    }
    const lines = plan(journalPageQuery(filters), filters);
    expectIndexed(lines, 'x', index);
    expectIndexed(lines, 'j');
  });
});
