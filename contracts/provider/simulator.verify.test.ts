import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failuresOf, type SimulatorUnderTest, simulatorReadiness, startSimulator } from './provider-under-test';

// With PACT_PROVIDER_BASE_URL set, real-backend.verify.test.ts verifies that backend instead.
describe.skipIf(Boolean(process.env.PACT_PROVIDER_BASE_URL))('the full simulator honours every pact', () => {
  let simulator: SimulatorUnderTest;
  beforeAll(async () => {
    simulator = await startSimulator();
  });
  afterAll(() => simulator.stop());

  it('passes every operation of every pact and offers every capability', async () => {
    const report = await simulatorReadiness(simulator);
    expect(failuresOf(report.operations)).toEqual([]);
    expect(report.capabilities.filter((row) => !row.offered || row.passed < row.total)).toEqual([]);
  });
});
