import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../testing/harness';

let harness: Harness;
beforeAll(async () => {
  harness = await createHarness();
});
afterAll(() => harness.close());

describe('the date of an API answer', () => {
  it('is the network clock, so that the app counts "last heard" from it and not from the host', async () => {
    harness.clock.advance(3 * 86_400_000);
    const response = await harness.send('/Base/verification_code', { body: '' });
    expect(response.headers.get('date')).toBe(new Date(harness.clock.now()).toUTCString());
    expect(Math.abs(Date.parse(response.headers.get('date') ?? '') - Date.now())).toBeGreaterThan(86_400_000);
  });
});
