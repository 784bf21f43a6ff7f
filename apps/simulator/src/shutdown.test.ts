import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { type SimulatorProcess, startSimulator } from '../../../scripts/simulator-process.mjs';
import { TEST_SIM_KEY } from './lib/env';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

let simulator: SimulatorProcess | undefined;
afterAll(() => simulator?.stop());

describe('a simulator started on its own', () => {
  it('finishes the calls in flight on SIGTERM, closes its database and exits 0 within 10 s', async () => {
    simulator = startSimulator({
      port: await freePort(),
      env: {
        PCHARGING_HOST: '127.0.0.1',
        PCHARGING_DB: ':memory:',
        PCHARGING_SEED: 'empty',
        PCHARGING_FLEET: 'off',
        PCHARGING_SIM_KEY: TEST_SIM_KEY,
      },
      timeoutMs: 60_000,
    });
    const { child, origin } = simulator;
    let printed = '';
    child.stdout?.on('data', (chunk) => {
      printed += String(chunk);
    });
    await simulator.ready;
    const fault = await fetch(`${origin}/__sim/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-sim-key': TEST_SIM_KEY },
      body: JSON.stringify({ operationId: 'getCaptcha', kind: 'latency', latencyMs: 1500, count: 1 }),
    });
    expect(fault.status).toBe(201);
    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      child.once('exit', (code) => resolve({ code, at: Date.now() })),
    );
    const inFlight = fetch(`${origin}/api/index.php/_pcharging/Base/verification_code`, { method: 'POST' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalled = Date.now();
    child.kill('SIGTERM');

    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('image/png');
    const { code, at } = await exited;
    expect(code).toBe(0);
    expect(at - signalled).toBeLessThan(10_000);
    expect(printed).toContain('SIGTERM: finishing the calls in flight');
    expect(printed).toContain('stopped');
  }, 90_000);
});
