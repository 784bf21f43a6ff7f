// Starts the simulator as its own process, the way the image starts it (node --import tsx on
// apps/simulator/src/main.ts), and tells when it listens. Shared by the benches and the provider test that verifies a separately started simulator;
// its types are in simulator-process.d.mts.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fail, root } from './lib.mjs';

/**
 * @param {import('./simulator-process.d.mts').SimulatorOptions} options
 * @returns {import('./simulator-process.d.mts').SimulatorProcess}
 */
export function startSimulator({ port, env = {}, nodeArgs = [], onLine, echoStderr = false, timeoutMs }) {
  // One process, as the image runs it: tsx's command would add a process of its own (about 50 MB) that only
  // passes signals on.
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', join(root, 'apps', 'simulator', 'src', 'main.ts')],
    { cwd: root, env: { ...process.env, PORT: String(port), ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let started = false;
  let output = '';
  const collect = (chunk) => {
    if (!started) output += chunk;
  };
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  const ready = new Promise((resolve, reject) => {
    const listening = () => {
      started = true;
      clearTimeout(timer);
      resolve();
    };
    const failed = (message) => {
      clearTimeout(timer);
      reject(new Error(echoStderr ? message : `${message}:\n${output}`));
    };
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            stop();
            failed(`the simulator did not listen on port ${port} within ${timeoutMs} ms`);
          }, timeoutMs);
    // The banner the simulator prints once it listens names its URL, and so its port.
    let buffered = '';
    child.stdout.on('data', (chunk) => {
      collect(chunk);
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        onLine?.(line);
        if (!started && line.includes(`:${port}/`)) listening();
      }
    });
    child.stderr.on('data', (chunk) => {
      collect(chunk);
      if (echoStderr) process.stderr.write(chunk);
    });
    child.on('exit', (code) => {
      if (!started) failed(`the simulator exited with code ${code} before it was ready`);
    });
  });
  return { child, origin: `http://127.0.0.1:${port}`, ready, output: () => output, stop };
}

/**
 * For the benches and the start-up measures: the demo network in memory, its engine off, the captcha answered by
 * `captcha`, no request log; `env` adds to or overrides that.
 * @param {{ port: number, captcha: string, env?: Readonly<Record<string, string>>, nodeArgs?: readonly string[] }} options
 * @returns {Promise<import('./simulator-process.d.mts').SimulatorProcess>}
 */
export function startDemoSimulatorForBench({ port, captcha, env = {}, nodeArgs = [] }) {
  return startSimulatorForBench({
    port,
    nodeArgs,
    env: {
      PCHARGING_DB: ':memory:',
      PCHARGING_SEED: 'demo',
      PCHARGING_FLEET: 'off',
      PCHARGING_CAPTCHA_FIXED: captcha,
      PCHARGING_LOG: 'off',
      ...env,
    },
  });
}

/**
 * For the benches: starts the simulator with its stderr passed through and its seeding progress echoed, stops it
 * when this process exits (Ctrl-C included), and ends this process with the reason when it cannot start.
 * @param {import('./simulator-process.d.mts').SimulatorOptions} options
 * @returns {Promise<import('./simulator-process.d.mts').SimulatorProcess>}
 */
export async function startSimulatorForBench({ onLine, ...options }) {
  const simulator = startSimulator({
    ...options,
    echoStderr: true,
    onLine: (line) => {
      if (line.startsWith('  seed:')) console.log(`  ${line.slice('  seed: '.length)}`);
      onLine?.(line);
    },
  });
  process.on('exit', simulator.stop);
  process.on('SIGINT', () => process.exit(130));
  try {
    await simulator.ready;
  } catch (error) {
    fail(error.message);
  }
  return simulator;
}
