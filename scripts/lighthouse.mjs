// `node scripts/lighthouse.mjs` (not part of npm test): Lighthouse's default mobile preset (a Moto G Power's screen,
// slow 4G and a CPU slowed four times, all simulated) on the login page and on the station list after sign-in, each
// run in a fresh browser, against a simulator this script starts on the built web app. Prints the performance
// score, total blocking time, largest contentful paint and bytes on the wire of every run, with the machine's load.
//
// Lighthouse is not a dependency of the project (it wants more than the project's Node and weighs 150 MB): install
// it elsewhere and say where, e.g. `mkdir -p /tmp/lh && cd /tmp/lh && npm i -E lighthouse@12.2.3`, then
//   LIGHTHOUSE_DIR=/tmp/lh node scripts/lighthouse.mjs
// LIGHTHOUSE_RUNS (default 2), LIGHTHOUSE_PORT (8493), LIGHTHOUSE_DIST (another build to compare;
// by default the project's own, built first when it is out of date),
// LIGHTHOUSE_JSON (a folder to keep each run's report in), LIGHTHOUSE_PAGES (login,stations: one of them only),
// CHROMIUM_PATH (default /usr/bin/chromium).
//
// The station list is measured as a signed-in technician opens it: the token is already in the tab's session
// storage (the app's own sign-in leaves it there), the browser's cache is empty, and Lighthouse loads the page.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { signedInToken } from './bench-login.mjs';
import { fail } from './lib.mjs';
import { startDemoSimulatorForBench } from './simulator-process.mjs';
import { webDistToMeasure } from './web-build.mjs';

const lighthouseDir = process.env.LIGHTHOUSE_DIR;
if (!lighthouseDir) fail('set LIGHTHOUSE_DIR to a folder where `npm i -E lighthouse@12.2.3` was run (see the top)');
const fromLighthouse = createRequire(join(resolve(lighthouseDir), 'package.json'));
const importFromLighthouse = (name) => import(pathToFileURL(fromLighthouse.resolve(name)).href);
const { default: lighthouse } = await importFromLighthouse('lighthouse');
const puppeteer = await importFromLighthouse('puppeteer-core');

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 2);
const port = Number(process.env.LIGHTHOUSE_PORT ?? 8493);
const dist = await webDistToMeasure(process.env.LIGHTHOUSE_DIST);
const reports = process.env.LIGHTHOUSE_JSON;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const captcha = 'LHOUSE1';
const account = 'ops';
const password = 'Admin#2026';
const STATION_LIST = '/#/operator/station';

const simulator = await startDemoSimulatorForBench({ port, captcha, env: { PCHARGING_WEB_DIST: dist } });
const origin = simulator.origin;
const tokenOf = () => signedInToken(`${origin}/api/index.php/_pcharging`, { account, password, captcha });

/** One Lighthouse run in a browser of its own; `token` opens the page signed in. */
async function measure(path, token) {
  const browser = await puppeteer.launch({
    executablePath: chromium,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
  });
  try {
    const page = await browser.newPage();
    if (token) {
      // Any page of the origin gives the tab its session storage; /healthz loads none of the app.
      await page.goto(`${origin}/healthz`);
      await page.evaluate((value) => window.sessionStorage.setItem('pcharging.token', value), token);
    }
    // Lighthouse's storage reset would take the token away; the browser is new, so its cache is empty anyway.
    const result = await lighthouse(
      `${origin}${path}`,
      { onlyCategories: ['performance'], output: 'json', disableStorageReset: Boolean(token), logLevel: 'error' },
      undefined,
      page,
    );
    const { lhr } = result;
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      tbtMs: audit('total-blocking-time'),
      lcpMs: audit('largest-contentful-paint'),
      fcpMs: audit('first-contentful-paint'),
      wireKb: audit('total-byte-weight') / 1000,
      cssKb:
        requests
          .filter((request) => request.resourceType === 'Stylesheet')
          .reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1000,
      finalUrl: lhr.finalDisplayedUrl,
      report: result.report,
    };
  } finally {
    await browser.close();
  }
}

const wanted = (process.env.LIGHTHOUSE_PAGES ?? 'login,stations').split(',');
const pages = [
  { key: 'login', name: 'login', path: '/#/login', signedIn: false },
  { key: 'stations', name: 'station list', path: STATION_LIST, signedIn: true },
].filter(({ key }) => wanted.includes(key));
if (reports) mkdirSync(reports, { recursive: true });
console.log(`Lighthouse ${fromLighthouse('lighthouse/package.json').version}, mobile preset, ${chromium}, ${dist}`);
try {
  for (const { name, path, signedIn } of pages) {
    for (let run = 1; run <= runs; run += 1) {
      const load = loadavg()
        .map((value) => value.toFixed(2))
        .join(' ');
      const figures = await measure(path, signedIn ? await tokenOf() : undefined);
      if (signedIn && !figures.finalUrl.includes(STATION_LIST)) {
        throw new Error(`the signed-in run ended on ${figures.finalUrl}, not the station list`);
      }
      if (reports) writeFileSync(join(reports, `${name.replace(/ /g, '-')}-${run}.json`), figures.report);
      console.log(
        `${name.padEnd(12)} run ${run}: score ${figures.score}, TBT ${Math.round(figures.tbtMs)} ms, ` +
          `LCP ${(figures.lcpMs / 1000).toFixed(1)} s, FCP ${(figures.fcpMs / 1000).toFixed(1)} s, ` +
          `${figures.wireKb.toFixed(1)} kB on the wire (${figures.cssKb.toFixed(1)} kB of it CSS); load before: ${load}`,
      );
    }
  }
} finally {
  simulator.stop();
}
