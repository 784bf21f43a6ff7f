import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness';
import { ACTIVE_CARD_SQL } from './active-card';

describe("a customer's active card", () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await createHarness();
  });
  afterAll(() => harness.close());

  it("finds a customer's active card from the customer index, not by walking every active card of the network", () => {
    const { sqlite } = harness.database;
    const plan = sqlite
      .prepare<[number], { detail: string }>(`explain query plan ${ACTIVE_CARD_SQL}`)
      .all(1)
      .map((row) => row.detail)
      .join('\n');
    expect(plan).toMatch(
      /SEARCH rfid_cards USING COVERING INDEX rfid_cards_customer_idx \(customer_id=\? AND status=\?\)/,
    );
    expect(plan).not.toMatch(/TEMP B-TREE/);
    const holder = sqlite
      .prepare<[], { customerId: number; cardId: number }>(
        'select customer_id as customerId, min(id) as cardId from rfid_cards where status = 1 and customer_id is not null group by customer_id limit 1',
      )
      .get();
    expect(holder).toBeDefined();
    expect(sqlite.prepare(ACTIVE_CARD_SQL).pluck().get(holder?.customerId)).toBe(holder?.cardId);
  });
});
