import { Verifier } from '@pact-foundation/pact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SimulatorUnderTest, simulatorVerifierOptions, startSimulator } from './provider-under-test';

// With PACT_PROVIDER_BASE_URL set, real-backend.verify.test.ts verifies that backend instead.
describe.skipIf(Boolean(process.env.PACT_PROVIDER_BASE_URL))('the simulator honours every pact', () => {
  let simulator: SimulatorUnderTest;
  beforeAll(async () => {
    simulator = await startSimulator();
  });
  afterAll(() => simulator.stop());

  it('verifies the web app pact', async () => {
    await expect(new Verifier(simulatorVerifierOptions(simulator)).verifyProvider()).resolves.toBeDefined();
  });
});
