// Builds the web app when its output is missing or older than any of its sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fail, log, pnpm, root } from './lib.mjs';

const webDir = join(root, 'apps', 'web');
const builtIndex = join(webDir, 'dist', 'index.html');
const sources = [
  join(webDir, 'src'),
  join(webDir, 'index.html'),
  // vite.config.ts and the build's own plugins (antd's stylesheets, the login page's first frame, the preloads…).
  ...readdirSync(webDir)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => join(webDir, name)),
  join(webDir, 'package.json'),
  join(root, 'packages', 'api-client', 'src'),
  join(root, 'packages', 'validation', 'src'),
  join(root, 'pnpm-lock.yaml'),
];

function newestModification(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestModification(join(path, entry)));
  return newest;
}

export function webBuildIsCurrent() {
  if (!existsSync(builtIndex)) return false;
  const builtAt = statSync(builtIndex).mtimeMs;
  return sources.every((source) => newestModification(source) <= builtAt);
}

export async function ensureWebBuilt({ force = false } = {}) {
  if (!force && webBuildIsCurrent()) return 0;
  log('building the web app');
  return pnpm(['--filter', '@pcharging/web', 'run', 'build']);
}

/**
 * The built web app a measure runs on: `override` (another build, e.g. from `vite build --outDir`), which must hold
 * an index.html, or the project's own, built first when it is missing or older than its sources.
 */
export async function webDistToMeasure(override) {
  if (override) {
    const dist = resolve(override);
    if (!existsSync(join(dist, 'index.html'))) fail(`${dist} holds no built web app (no index.html)`);
    return dist;
  }
  if ((await ensureWebBuilt()) !== 0) fail('the web app did not build');
  return join(webDir, 'dist');
}
