import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interactionsNeedingStates, verifyRunningBackend } from './running-backend';

const root = join(import.meta.dirname, '..', '..');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

async function waitUntilHealthy(url: string, process: ChildProcess, output: () => string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (process.exitCode !== null) throw new Error(`the simulator exited: ${output()}`);
    const healthy = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`the simulator did not answer ${url}: ${output()}`);
}

// What the README's real-backend command does, aimed at a simulator started on its own as a user would start
// it, with its control surface as the provider-states URL.
describe.skipIf(Boolean(process.env.PACT_PROVIDER_BASE_URL))('a separately started simulator, verified by URL', () => {
  let simulator: ChildProcess;
  let baseUrl: string;
  beforeAll(async () => {
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    let output = '';
    simulator = spawn(
      process.execPath,
      [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(root, 'apps', 'simulator', 'src', 'main.ts')],
      {
        cwd: root,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          PCHARGING_DB: ':memory:',
          PCHARGING_FLEET: 'off',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    simulator.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    simulator.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    await waitUntilHealthy(`${baseUrl}/healthz`, simulator, () => output);
  });
  afterAll(() => {
    simulator?.kill('SIGTERM');
  });

  it('verifies every interaction, the ones with states through /__sim/pact-states', async () => {
    expect(interactionsNeedingStates().length).toBeGreaterThan(100);
    await expect(verifyRunningBackend({ baseUrl, statesUrl: `${baseUrl}/__sim/pact-states` })).resolves.toBeUndefined();
  });
});
