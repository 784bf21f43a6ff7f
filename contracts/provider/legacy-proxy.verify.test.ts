import { afterAll, beforeAll, describe, it } from 'vitest';
import { type LegacyProxy, startLegacyProxy } from './legacy-proxy';
import {
  expectLegacyBackend,
  type SimulatorUnderTest,
  simulatorReadiness,
  startSimulator,
} from './provider-under-test';

// The other legacy backend: a proxy that hides the extensions of a full simulator.
describe.skipIf(Boolean(process.env.PACT_PROVIDER_BASE_URL))('a full simulator behind the legacy proxy', () => {
  let simulator: SimulatorUnderTest;
  let proxy: LegacyProxy;
  beforeAll(async () => {
    simulator = await startSimulator();
    proxy = await startLegacyProxy({ target: simulator.server.url });
  });
  afterAll(async () => {
    await proxy.close();
    await simulator.stop();
  });

  it("passes the legacy contract, offers no capability and fails every capability's pact", async () => {
    expectLegacyBackend(await simulatorReadiness(simulator, undefined, proxy.url));
  });
});
