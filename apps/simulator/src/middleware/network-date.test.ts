import { describe, expect, it } from 'vitest';
import { simulatorSuite } from '../testing/signed-in-suite';

const suite = simulatorSuite();

describe('the date of an API answer', () => {
  it('is the network clock, so that the app counts "last heard" from it and not from the host', async () => {
    suite.harness.clock.advance(3 * 86_400_000);
    const response = await suite.harness.send('/Base/verification_code', { body: '' });
    expect(response.headers.get('date')).toBe(new Date(suite.harness.clock.now()).toUTCString());
    expect(Math.abs(Date.parse(response.headers.get('date') ?? '') - Date.now())).toBeGreaterThan(86_400_000);
  });
});
