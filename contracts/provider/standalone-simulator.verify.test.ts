import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SimulatorProcess, startSimulator } from '../../scripts/simulator-process.mjs';
import { interactionsNeedingStates, verifyRunningBackend } from './running-backend';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

// What the README's real-backend command does, aimed at a simulator started on its own as a user would start
// it, with its control surface as the provider-states URL.
describe.skipIf(Boolean(process.env.PACT_PROVIDER_BASE_URL))('a separately started simulator, verified by URL', () => {
  let simulator: SimulatorProcess | undefined;
  let baseUrl: string;
  beforeAll(async () => {
    simulator = startSimulator({
      port: await freePort(),
      env: { PCHARGING_HOST: '127.0.0.1', PCHARGING_DB: ':memory:', PCHARGING_FLEET: 'off' },
      timeoutMs: 30_000,
    });
    baseUrl = simulator.origin;
    await simulator.ready;
  });
  afterAll(() => {
    simulator?.stop();
  });

  it('verifies every interaction, the ones with states through /__sim/pact-states', async () => {
    expect(interactionsNeedingStates().length).toBeGreaterThan(100);
    await expect(verifyRunningBackend({ baseUrl, statesUrl: `${baseUrl}/__sim/pact-states` })).resolves.toBeUndefined();
  });
});
