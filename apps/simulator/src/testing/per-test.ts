import { afterEach } from 'vitest';
import { FleetEngine } from '../fleet/fleet-engine';
import type { FleetRates } from '../fleet/fleet-rates';
import { createHarness, type Harness } from './harness';

/** A new harness each call, closed after the test that made it. */
export function harnessPerTest(): () => Promise<Harness> {
  let made: Harness[] = [];
  afterEach(() => {
    for (const harness of made) harness.close();
    made = [];
  });
  return async () => {
    const harness = await createHarness();
    made.push(harness);
    return harness;
  };
}

/** An engine of its own over a harness's network, with its own seed and rates (the app's stays as it is). */
export function engineOver(harness: Harness, seed: number, rates: Partial<FleetRates> = {}): FleetEngine {
  const { db } = harness.database;
  return new FleetEngine({ network: harness.config.network, db, clock: harness.clock, seed, rates });
}
