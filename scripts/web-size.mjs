// Adds up the gzip size of the JavaScript and CSS each route of the built web app loads before it can show itself:
// the entry's static imports, the route's chunk and its static imports, their stylesheets (antd's among them, built
// ahead: see apps/web/antd-styles.ts) and the core catalogues of English.
// Fails when the login route exceeds its budget (issues 4 and 32: under 250 kB gzip, stylesheets included).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { log, root } from './lib.mjs';

// Issue 4: under 250 kB. The login route loads about 230 kB: React, react-router, antd's core and i18next make up
// most of it; TanStack Query loads with the shell and the login form does without antd's Form and Input family.
const LOGIN_BUDGET_KB = 250;
// WEB_DIST measures another build (e.g. one made with `vite build --outDir`) for a before and after.
const dist = process.env.WEB_DIST ? resolve(process.env.WEB_DIST) : join(root, 'apps', 'web', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
const START_MODULE = 'src/app/start.tsx';
const CORE_CATALOGUES = ['common', 'errors', 'layout', 'login', 'pages'].map((ns) => `src/locales/en/${ns}.json`);

export function routeSizes() {
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: build the web app first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const gzipKb = new Map();
  const sizeOf = (file) => {
    if (!gzipKb.has(file)) gzipKb.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024);
    return gzipKb.get(file);
  };
  const closure = (key, into = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const stylesheet of chunk.css ?? []) into.add(stylesheet);
    for (const imported of chunk.imports ?? []) closure(imported, into);
    return into;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  // The entry itself only draws the loading screen and imports the app's start once it has (apps/web/src/app/main.tsx).
  const base = closure(START_MODULE, closure(entryKey));
  for (const catalogue of CORE_CATALOGUES) closure(catalogue, base);
  const shell = closure('src/app/routes/shell.tsx', new Set(base));
  const total = (files) => [...files].reduce((sum, file) => sum + sizeOf(file), 0);

  const routes = Object.keys(manifest)
    .filter((key) => key.startsWith('src/app/routes/'))
    .map((key) => {
      const start =
        key.endsWith('/login.tsx') || key.endsWith('/agreement.tsx') || key.endsWith('/not-found.screen.tsx')
          ? base
          : shell;
      return { route: key.replace('src/app/routes/', ''), kb: total(closure(key, new Set(start))) };
    })
    .sort((a, b) => b.kb - a.kb);
  return { entryKb: total(base), routes };
}

/** Prints the login route's and the largest route's sizes; non-zero when the login route is over budget. */
export function reportRouteSizes({ all = false } = {}) {
  const { entryKb, routes } = routeSizes();
  const login = routes.find((route) => route.route === 'login.tsx');
  const largest = routes[0];
  log(`web: entry with core catalogues ${entryKb.toFixed(1)} kB gzip`);
  log(`web: login route ${login.kb.toFixed(1)} kB gzip (budget ${LOGIN_BUDGET_KB} kB)`);
  log(`web: largest route ${largest.route} ${largest.kb.toFixed(1)} kB gzip before its lazy parts (charts) load`);
  if (all) for (const route of routes) log(`  ${route.route.padEnd(40)} ${route.kb.toFixed(1)} kB`);
  if (login.kb <= LOGIN_BUDGET_KB) return 0;
  process.stderr.write(
    `\x1b[31m✗\x1b[0m the login route loads ${login.kb.toFixed(1)} kB gzip, over its ${LOGIN_BUDGET_KB} kB budget\n`,
  );
  return 1;
}

if (import.meta.url === `file://${process.argv[1]}`)
  process.exitCode = reportRouteSizes({ all: process.argv.includes('--all') });
