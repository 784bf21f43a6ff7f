import { describe, expect, it } from 'vitest';
import { firstPagePlan } from '../../testing/query-plan';
import { simulatorSuite } from '../../testing/signed-in-suite';
import { type ChargerFilters, chargerPageQuery, listChargerPage } from './charger-queries';

describe('the charger list query', () => {
  const suite = simulatorSuite();

  const planOf = firstPagePlan(suite, chargerPageQuery);

  it("counts ports for the page's chargers only, by key, and reads the newest page without sorting", () => {
    const plan = planOf({ sort: 'created_at', order: 'desc' });
    // The page first, then each of its chargers by id: not every charger probed against the page.
    expect(plan.indexOf('SCAN page')).toBeGreaterThan(-1);
    expect(plan).toContain('SEARCH piles USING INTEGER PRIMARY KEY (rowid=?)');
    expect(plan.filter((line) => line.startsWith('SCAN piles'))).toEqual(['SCAN piles USING INDEX piles_created_idx']);
    const counts = plan.filter((line) => line.startsWith('SEARCH q '));
    expect(counts).toEqual([
      'SEARCH q USING COVERING INDEX ports_pile_idx (pile_id=? AND status=?)',
      'SEARCH q USING COVERING INDEX ports_pile_idx (pile_id=? AND status=?)',
    ]);
  });

  it('pages in order with every charger once, whatever the sort', () => {
    for (const sort of ['created_at', 'power', 'equipmentname'] as const) {
      const filters: ChargerFilters = { sort, order: 'desc' };
      const all = listChargerPage(suite.harness.database.db, filters, { limit: 1000, offset: 0 });
      const paged = [0, 20, 40, 60, 80, 100, 120, 140, 160].flatMap(
        (offset) => listChargerPage(suite.harness.database.db, filters, { limit: 20, offset }).items,
      );
      expect(all.items.length).toBe(all.total);
      expect(paged.map((row) => row.charger.id)).toEqual(all.items.slice(0, paged.length).map((row) => row.charger.id));
      expect(new Set(paged.map((row) => row.charger.id)).size).toBe(paged.length);
    }
  });
});
