import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness';
import { rawStatement } from '../prepared';
import { listStationPage, type StationShape, stationPageQuery } from './station-queries';

let harness: Harness;
beforeAll(async () => {
  harness = await createHarness();
});
afterAll(() => harness.close());

const noFilter = { name: false, status: false, type: false, city: false, operatorId: false };

function plan(shape: StationShape, values: Record<string, unknown> = {}): string {
  const query = stationPageQuery(harness.database.db, shape);
  return rawStatement<{ detail: string }>(harness.database.db, sql`explain query plan ${query}`)
    .all({ ...values, limit: 20, offset: 0 })
    .map((row) => row.detail)
    .join('\n');
}

describe('the station list query', () => {
  it('reads a newest-first page from the creation index, without sorting every station', () => {
    const lines = plan({ ...noFilter, sort: 'created_at', order: 'desc' });
    expect(lines).toMatch(/SCAN stations USING (COVERING )?INDEX stations_created_idx/);
    // The only sort left is of the page's own rows, after they are joined.
    expect(lines.match(/TEMP B-TREE/g) ?? []).toHaveLength(1);
  });

  it('joins the page of ids as the outer loop and counts each station through its indexes', () => {
    const lines = plan({ ...noFilter, status: true, sort: 'name', order: 'asc' }, { status: 1 });
    expect(lines).toMatch(/SEARCH s USING INTEGER PRIMARY KEY/);
    expect(lines).toMatch(/SEARCH o USING INTEGER PRIMARY KEY/);
    expect(lines).toMatch(/piles_station_idx/);
    expect(lines).not.toMatch(/SCAN (s|o|p|q)\b/);
  });

  it('answers the page in the order asked, each row with its equipment counted', () => {
    const db = harness.database.db;
    const byName = listStationPage(db, { sort: 'name', order: 'asc' }, { limit: 5, offset: 0 });
    const names = byName.items.map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const sqlite = harness.database.sqlite;
    for (const row of byName.items) {
      const counted = sqlite
        .prepare<[number, number, number], { piles: number; ports: number; available: number }>(
          `select (select count(*) from piles where station_id = ?) as piles,
                  (select count(*) from ports where station_id = ?) as ports,
                  (select count(*) from ports where station_id = ? and status = 1) as available`,
        )
        .get(row.id, row.id, row.id);
      expect({ piles: row.chargers, ports: row.portsTotal, available: row.portsAvailable }).toEqual(counted);
      expect(row.operatorName).not.toBe('');
    }
    const second = listStationPage(db, { sort: 'name', order: 'asc' }, { limit: 5, offset: 5 });
    expect((second.items[0]?.name ?? '') >= (names.at(-1) ?? '')).toBe(true);
    expect(second.total).toBe(byName.total);
  });
});
