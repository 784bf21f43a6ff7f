import { describe, expect, it } from 'vitest';
import { firstPagePlan } from '../../testing/query-plan';
import { simulatorSuite } from '../../testing/signed-in-suite';
import { type CustomerFilters, customerPageQuery, listCustomerPage } from './customer-queries';

describe('the customer list query', () => {
  const suite = simulatorSuite();

  const planOf = firstPagePlan(suite, customerPageQuery);

  it("counts cards for the page's customers only, and reads a status newest first without sorting", () => {
    const plan = planOf({ status: 1, sort: 'created_at', order: 'desc' });
    expect(plan).toContain('SCAN page');
    expect(plan).toContain('SEARCH customers USING INTEGER PRIMARY KEY (rowid=?)');
    expect(plan).toContain('SEARCH customers USING COVERING INDEX customers_status_idx (status=?)');
    // The one sort left orders the page's 20 rows, after the page is chosen.
    expect(plan.filter((line) => line.startsWith('USE TEMP B-TREE'))).toHaveLength(1);
    expect(plan.indexOf('USE TEMP B-TREE FOR ORDER BY')).toBeGreaterThan(plan.indexOf('SCAN page'));
  });

  it('pages in order with every customer once, each with its cards counted', () => {
    const filters: CustomerFilters = { status: 1, sort: 'created_at', order: 'desc' };
    const all = listCustomerPage(suite.harness.database.db, filters, { limit: 1000, offset: 0 });
    const paged = [0, 20, 40].flatMap(
      (offset) => listCustomerPage(suite.harness.database.db, filters, { limit: 20, offset }).items,
    );
    expect(all.items.length).toBe(all.total);
    expect(paged.map((row) => row.id)).toEqual(all.items.slice(0, 60).map((row) => row.id));
    const cards = suite.harness.database.sqlite
      .prepare<[], { id: number; n: number }>('select customer_id as id, count(*) as n from rfid_cards group by 1')
      .all();
    const cardsOf = new Map(cards.map((row) => [row.id, row.n]));
    expect(paged.map((row) => row.cards)).toEqual(paged.map((row) => cardsOf.get(row.id) ?? 0));
    expect(paged.some((row) => row.cards > 0)).toBe(true);
  });
});
