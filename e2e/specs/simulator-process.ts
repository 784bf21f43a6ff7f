import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_CAPTCHA, E2E_SIM_KEY } from '../constants';

const root = join(import.meta.dirname, '..', '..');

/**
 * `legacy` plays the legacy PHP backend, which has none of the extensions (see the README); `legacy-proxy` puts a
 * full simulator behind a proxy that hides them; `legacy-php` is the legacy profile on the PHP wire
 * (PCHARGING_WIRE=php, docs/legacy-backend.md), with a twin on the clean wire holding the same data.
 */
export type BackendProfile = 'full' | 'legacy' | 'legacy-proxy' | 'legacy-php';

export interface E2eSimulator {
  origin: string;
  /** For `legacy-php`: the same network on the clean JSON wire, to compare what each screen shows. */
  cleanOrigin?: string;
  stop(): Promise<void>;
}

async function healthy(origin: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the simulator exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the simulator did not answer ${origin}/healthz within 60 s:\n${output()}`);
}

/** A child process of the tests, stopped with SIGTERM; `ready` resolves once `origin/healthz` answers. */
async function startProcess(script: string, args: string[], env: NodeJS.ProcessEnv, origin: string) {
  const child = spawn(process.execPath, [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), script, ...args], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, ...env },
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  try {
    await healthy(origin, child, () => errors);
  } catch (error) {
    child.kill();
    throw error;
  }
  return (): Promise<void> =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/**
 * One simulator per Playwright worker, on the demo seed in memory with a still network (tests that need it living
 * step the clock through /__sim): workers run side by side without seeing each other's changes or faults. The
 * `legacy-proxy` profile is a full simulator (on the port 50 above) behind the contracts' legacy proxy, which hides
 * its extensions as a legacy backend would lack them.
 */
function simulatorEnv(port: number, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {
    PORT: String(port),
    PCHARGING_DB: ':memory:',
    PCHARGING_SEED: 'demo',
    PCHARGING_FLEET: 'off',
    PCHARGING_CAPTCHA_FIXED: E2E_CAPTCHA,
    PCHARGING_SIM_KEY: E2E_SIM_KEY,
    // Signing in is what e2e does most: a cheaper password hash than production's (see scripts/test.mjs).
    PCHARGING_PASSWORD_COST: '12',
    // And faster than a public site lets unknown browsers sign in (PCHARGING_SIGN_IN_RATE).
    PCHARGING_SIGN_IN_RATE: '0',
    PCHARGING_WEB_DIST: join(root, 'apps', 'web', 'dist'),
    ...env,
  };
}

/**
 * The legacy profile twice on the same data: seeded once on the clean wire (port + 50), its database file copied
 * while it stands still (the engine is off), the copy served on the PHP wire.
 */
async function startWireTwins(port: number): Promise<E2eSimulator> {
  const folder = mkdtempSync(join(tmpdir(), 'pcharging-e2e-wires-'));
  const clean = join(folder, 'clean.sqlite');
  const php = join(folder, 'php.sqlite');
  const cleanOrigin = `http://127.0.0.1:${port + 50}`;
  const simulator = join(root, 'apps', 'simulator', 'src', 'main.ts');
  const stopClean = await startProcess(
    simulator,
    [],
    simulatorEnv(port + 50, { PCHARGING_DB: clean, PCHARGING_PROFILE: 'legacy' }),
    cleanOrigin,
  );
  for (const suffix of ['', '-wal']) {
    if (existsSync(`${clean}${suffix}`)) copyFileSync(`${clean}${suffix}`, `${php}${suffix}`);
  }
  const origin = `http://127.0.0.1:${port}`;
  let stopPhp: () => Promise<void>;
  try {
    stopPhp = await startProcess(
      simulator,
      [],
      simulatorEnv(port, { PCHARGING_DB: php, PCHARGING_PROFILE: 'legacy', PCHARGING_WIRE: 'php' }),
      origin,
    );
  } catch (error) {
    await stopClean();
    throw error;
  }
  return {
    origin,
    cleanOrigin,
    stop: async () => {
      await stopPhp();
      await stopClean();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

export async function startSimulator(port: number, backendProfile: BackendProfile = 'full'): Promise<E2eSimulator> {
  if (backendProfile === 'legacy-php') return startWireTwins(port);
  const behindProxy = backendProfile === 'legacy-proxy';
  const simulatorPort = behindProxy ? port + 50 : port;
  const simulatorOrigin = `http://127.0.0.1:${simulatorPort}`;
  const stopSimulator = await startProcess(
    join(root, 'apps', 'simulator', 'src', 'main.ts'),
    [],
    simulatorEnv(simulatorPort, { PCHARGING_PROFILE: behindProxy ? 'full' : backendProfile }),
    simulatorOrigin,
  );
  if (!behindProxy) return { origin: simulatorOrigin, stop: stopSimulator };
  const origin = `http://127.0.0.1:${port}`;
  let stopProxy: () => Promise<void>;
  try {
    stopProxy = await startProcess(
      join(root, 'contracts', 'provider', 'legacy-proxy.ts'),
      ['--target', simulatorOrigin, '--port', String(port)],
      {},
      origin,
    );
  } catch (error) {
    await stopSimulator();
    throw error;
  }
  return {
    origin,
    stop: async () => {
      await stopProxy();
      await stopSimulator();
    },
  };
}
