// The simulator's tests and the provider verification run on the Node the Docker image ships (22 LTS), once: on
// this machine's Node when it is that version or newer, else on the registry's build installed into .tools/ (see
// node-lts.mjs). `npm test` runs them as two steps; `npm run test:image-node` runs just those two.
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { log, root } from './lib.mjs';
import { ensureImageNode } from './node-lts.mjs';
import { runVitest } from './vitest-step.mjs';

let runtime;
let preparing;

/**
 * Starts installing the image's Node and compiling its SQLite addon in a process of its own, so that on a fresh
 * clone the minute it takes (one core, mostly) passes while the first steps run; the simulator's step waits for it.
 * Its output goes to a log file, shown only if it fails. Nothing to do on a machine that already has it.
 */
export function prepareImageNodeInBackground() {
  if (preparing) return;
  const logPath = join(mkdtempSync(join(tmpdir(), 'pcharging-image-node-')), 'prepare.log');
  const output = openSync(logPath, 'w');
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--prepare'], {
    cwd: root,
    stdio: ['ignore', output, output],
  });
  closeSync(output);
  preparing = new Promise((resolve) => {
    child.on('exit', (code) => {
      if (code !== 0) process.stderr.write(readFileSync(logPath, 'utf8'));
      resolve();
    });
    child.on('error', () => resolve());
  });
}

/**
 * The Node to run the simulator's suites with, and what its environment adds (the SQLite addon built for it);
 * `undefined` node means this machine's own. Installs and compiles once per process; resolves with an error
 * message instead when that fails.
 */
function imageRuntime() {
  if (runtime) return runtime;
  const image = ensureImageNode();
  if (image.skipped) runtime = { node: undefined, env: {}, note: `on this machine's Node (${image.message})` };
  else if (!image.node) runtime = { error: image.message };
  else runtime = { node: image.node, env: { PCHARGING_SQLITE_ADDON: image.nativeBinding }, note: `on ${image.node}` };
  return runtime;
}

/** Runs vitest with `args` on the image's Node; resolves like runVitest. */
export async function runVitestOnImageNode(args, env) {
  if (preparing) await preparing;
  const image = imageRuntime();
  if (image.error) {
    process.stderr.write(`${image.error}\n`);
    return { code: 1, failures: [image.error] };
  }
  log(`running ${image.note}`);
  return runVitest(args, { ...env, ...image.env }, image.node);
}

export const SIMULATOR_PROJECT = '@pcharging/simulator';
export const simulatorTests = (env) => runVitestOnImageNode(['--project', SIMULATOR_PROJECT], env);
export const providerVerification = (env) => runVitestOnImageNode(['-c', 'contracts/vitest.provider.config.ts'], env);

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--prepare')) {
  const image = ensureImageNode();
  process.exit(image.skipped || image.node ? 0 : 1);
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const env = {
    ...process.env,
    PACT_DO_NOT_TRACK: 'true',
    PCHARGING_PASSWORD_COST: process.env.PCHARGING_PASSWORD_COST ?? '12',
  };
  const simulator = await simulatorTests(env);
  const provider = await providerVerification(env);
  for (const failure of [...simulator.failures, ...provider.failures]) process.stdout.write(`  ${failure}\n`);
  process.exit(simulator.code === 0 && provider.code === 0 ? 0 : 1);
}
