import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGACY_PROVIDER } from '../pact-files';
import {
  allPacts,
  failuresOf,
  type SimulatorUnderTest,
  simulatorReadiness,
  startSimulator,
} from './provider-under-test';

// With PACT_PROVIDER_BASE_URL set, real-backend.verify.test.ts verifies that backend instead.
describe.skipIf(Boolean(process.env.PACT_PROVIDER_BASE_URL))('the full simulator honours the legacy contract', () => {
  let simulator: SimulatorUnderTest;
  beforeAll(async () => {
    simulator = await startSimulator();
  });
  afterAll(() => simulator.stop());

  // The capabilities' pacts are verified by simulator-capabilities.verify.test.ts, in a worker of its own.
  it('passes every operation of the legacy pact', async () => {
    const legacy = allPacts().filter((file) => file.provider === LEGACY_PROVIDER);
    expect(legacy).toHaveLength(1);
    const report = await simulatorReadiness(simulator, legacy);
    expect(report.legacy.total).toBeGreaterThan(0);
    expect(failuresOf(report.operations)).toEqual([]);
  });
});
