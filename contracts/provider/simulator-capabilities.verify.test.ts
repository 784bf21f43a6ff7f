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
describe.skipIf(Boolean(process.env.PACT_PROVIDER_BASE_URL))(
  "the full simulator honours every capability's pact",
  () => {
    let simulator: SimulatorUnderTest;
    beforeAll(async () => {
      simulator = await startSimulator();
    });
    afterAll(() => simulator.stop());

    // The legacy pact is verified by simulator.verify.test.ts, in a worker of its own.
    it('passes every operation of every capability and offers every capability', async () => {
      const capabilities = allPacts().filter((file) => file.provider !== LEGACY_PROVIDER);
      expect(capabilities.length).toBeGreaterThan(0);
      const report = await simulatorReadiness(simulator, capabilities);
      expect(failuresOf(report.operations)).toEqual([]);
      expect(report.capabilities.filter((row) => !row.offered || row.passed < row.total)).toEqual([]);
    });
  },
);
