import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGACY_PACT_FILE, readPactFile } from '../pact-files';
import { type LegacyProxy, startLegacyProxy } from './legacy-proxy';
import { failuresOf, type SimulatorUnderTest, simulatorReadiness, startSimulator } from './provider-under-test';

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

  // The legacy pact alone: the capabilities' pacts fail against the legacy profile, which the proxy copies.
  it('passes the legacy contract and offers no capability', async () => {
    const report = await simulatorReadiness(simulator, [readPactFile(LEGACY_PACT_FILE)], proxy.url);
    expect(failuresOf(report.operations)).toEqual([]);
    expect([report.legacy.passed > 0, report.discovery, report.offered]).toEqual([true, false, []]);
  });
});
