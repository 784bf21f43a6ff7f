import { describe, expect, it } from 'vitest';
import { ManualClock } from '../lib/clock';
import { MAX_SLEEP_MS, sleepBeforeTick } from './fleet-runner';
import { SimClock } from './sim-clock';

describe('the fleet runner sleeps', () => {
  const realNow = 1_000_000;
  const clockAt = (options: { speed?: number; paused?: boolean }) =>
    new SimClock({ start: 5_000_000, ...options }, () => realNow);

  it('until the next tick is owed, so a second is simulated (and pushed) as soon as it has passed', () => {
    expect(sleepBeforeTick(clockAt({ speed: 1 }), 5_000_040)).toBe(40);
    expect(sleepBeforeTick(clockAt({ speed: 60 }), 5_001_000)).toBe(17);
  });

  it('at most its polling period, and at least a moment when a tick is already owed', () => {
    expect(sleepBeforeTick(clockAt({ speed: 1 }), 5_000_900)).toBe(MAX_SLEEP_MS);
    expect(sleepBeforeTick(clockAt({ speed: 1 }), 4_999_000)).toBe(2);
  });

  it('its polling period while the clock is paused or cannot run by itself', () => {
    expect(sleepBeforeTick(clockAt({ paused: true }), 5_000_040)).toBe(MAX_SLEEP_MS);
    expect(sleepBeforeTick(new ManualClock(), 5_000_040)).toBe(MAX_SLEEP_MS);
  });
});
