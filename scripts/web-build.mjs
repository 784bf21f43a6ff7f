// Builds the web app when its output is missing or older than any of its sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { log, pnpm, root } from './lib.mjs';

const webDir = join(root, 'apps', 'web');
const builtIndex = join(webDir, 'dist', 'index.html');
const sources = [
  join(webDir, 'src'),
  join(webDir, 'index.html'),
  join(webDir, 'vite.config.ts'),
  // The build's own plugins: antd's stylesheets are cut by antd-styles.ts.
  join(webDir, 'antd-styles.ts'),
  join(webDir, 'inline-entry-css.ts'),
  join(webDir, 'precompress.ts'),
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
