// Shared helpers for the root scripts: they run on a machine that has only Node and npm.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];
const toolsDir = join(root, '.tools');
const pnpmEntry = join(toolsDir, 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');

export function log(message) {
  process.stdout.write(`\x1b[36m›\x1b[0m ${message}\n`);
}

export function fail(message) {
  process.stderr.write(`\x1b[31m✗\x1b[0m ${message}\n`);
  process.exit(1);
}

function installedPnpmVersion() {
  if (!existsSync(pnpmEntry)) return undefined;
  return JSON.parse(readFileSync(join(toolsDir, 'node_modules', 'pnpm', 'package.json'), 'utf8')).version;
}

/** Installs the pinned pnpm into .tools/ (no global install, no corepack) and returns its entry script. */
export function ensurePnpm() {
  if (installedPnpmVersion() === pinned) return pnpmEntry;
  log(`installing pnpm ${pinned} into .tools/`);
  const result = spawnSync(
    'npm',
    ['install', '--prefix', toolsDir, '--no-save', '--no-package-lock', '--loglevel=error', `pnpm@${pinned}`],
    { stdio: 'inherit', cwd: root },
  );
  if (result.status !== 0 || installedPnpmVersion() !== pinned) fail(`could not install pnpm ${pinned} with npm`);
  return pnpmEntry;
}

/** Runs a command, resolving with its exit code; output goes straight to the terminal. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      process.stderr.write(`could not run ${command}: ${error.message}\n`);
      resolve(127);
    });
  });
}

/**
 * Runs a long-lived command (the simulator) and passes SIGINT and SIGTERM on to it, so that under a process manager
 * or compose, where this script is the one signalled, the child still shuts down cleanly. Resolves with its code.
 */
export function runForwardingSignals(command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
  const forward = (signal) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  const signals = ['SIGINT', 'SIGTERM'];
  for (const signal of signals) process.on(signal, forward);
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      for (const name of signals) process.off(name, forward);
      resolve(code ?? (signal ? 1 : 0));
    });
    child.on('error', (error) => {
      process.stderr.write(`could not run ${command}: ${error.message}\n`);
      resolve(127);
    });
  });
}

export function pnpm(args, options = {}) {
  return run(process.execPath, [ensurePnpm(), ...args], options);
}

/** Installs the workspace when the lockfile changed since the last install (or nothing is installed). */
export async function ensureInstalled() {
  const marker = join(root, 'node_modules', '.pnpm', 'lock.yaml');
  const lock = join(root, 'pnpm-lock.yaml');
  const upToDate =
    existsSync(marker) && existsSync(lock) && readFileSync(marker, 'utf8') === readFileSync(lock, 'utf8');
  if (upToDate) return;
  log('installing dependencies (first run compiles better-sqlite3: about a minute)');
  const frozen = process.env.CI ? ['--frozen-lockfile'] : [];
  const code = await pnpm(['install', ...frozen], {
    env: { ...process.env, npm_config_nodedir: process.env.npm_config_nodedir ?? '/usr' },
  });
  if (code !== 0) fail('dependency install failed');
}
