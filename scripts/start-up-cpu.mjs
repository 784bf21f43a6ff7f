// `node scripts/start-up-cpu.mjs` (not part of npm test): how long the built web app holds a phone's main thread
// while the login page and the station list (signed in) start, measured as CPU time so that the figure hardly moves
// with the machine's load, unlike Lighthouse's (scripts/lighthouse.mjs), whose blocking time is wall time.
//
// Each run opens the page in a fresh Chromium (Debian's, through the e2e suite's Playwright) at a phone's size,
// records a trace until the network has been quiet for a moment, and adds up the renderer's main-thread tasks after
// the navigation by their thread CPU time. "Blocking at 4×" is what Lighthouse's mobile preset would count if each
// task took four times its CPU time (its slowed CPU): the sum over tasks of max(0, 4 × CPU − 50 ms).
//
// START_UP_RUNS (default 3), START_UP_PORT (8494), START_UP_DIST (another build to compare;
// by default the project's own, built first when it is out of date),
// START_UP_PAGES (login,stations), CHROMIUM_PATH.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { signedInToken } from './bench-login.mjs';
import { ensureChromium } from './chromium.mjs';
import { fail, root } from './lib.mjs';
import { startDemoSimulatorForBench } from './simulator-process.mjs';
import { webDistToMeasure } from './web-build.mjs';

const runs = Number(process.env.START_UP_RUNS ?? 3);
const port = Number(process.env.START_UP_PORT ?? 8494);
const dist = await webDistToMeasure(process.env.START_UP_DIST);
const wanted = (process.env.START_UP_PAGES ?? 'login,stations').split(',');
const captcha = 'STARTUP1';
// The slowed CPU of Lighthouse's mobile preset, and the length past which a task blocks input.
const CPU_SLOWDOWN = 4;
const BLOCKING_AFTER_MS = 50;

const chromium = ensureChromium();
if (!chromium.path) fail(chromium.message);
const fromE2e = createRequire(join(root, 'e2e', 'package.json'));
const playwright = await import(fromE2e.resolve('@playwright/test'));
const playwrightChromium = playwright.chromium ?? playwright.default.chromium;

const simulator = await startDemoSimulatorForBench({ port, captcha, env: { PCHARGING_WEB_DIST: dist } });
const origin = simulator.origin;
const token = () =>
  signedInToken(`${origin}/api/index.php/_pcharging`, { account: 'ops', password: 'Admin#2026', captcha });

/** The main-thread tasks of the page's renderer after its navigation, as [CPU ms] each. */
function mainThreadTasks(trace) {
  const events = JSON.parse(trace.toString('utf8')).traceEvents;
  const navigation = events
    .filter((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.includes('#/'))
    .at(-1);
  if (!navigation) throw new Error('the trace holds no navigation to the page');
  return events
    .filter(
      (event) =>
        event.pid === navigation.pid &&
        event.tid === navigation.tid &&
        event.name === 'RunTask' &&
        event.ts >= navigation.ts &&
        event.tdur !== undefined,
    )
    .map((event) => event.tdur / 1000);
}

async function measure(path, signedIn) {
  const browser = await playwrightChromium.launch({ executablePath: chromium.path });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    if (signedIn) {
      // Any page of the origin gives the tab its session storage; /healthz loads none of the app.
      await page.goto(`${origin}/healthz`);
      const value = await token();
      await page.evaluate((stored) => sessionStorage.setItem('pcharging.token', stored), value);
    }
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading'],
    });
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    const tasks = mainThreadTasks(await browser.stopTracing());
    return {
      cpuMs: tasks.reduce((sum, ms) => sum + ms, 0),
      longestMs: Math.max(...tasks),
      blockingMs: tasks.reduce((sum, ms) => sum + Math.max(0, CPU_SLOWDOWN * ms - BLOCKING_AFTER_MS), 0),
    };
  } finally {
    await browser.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const pages = [
  { key: 'login', name: 'login', path: '/#/login', signedIn: false },
  { key: 'stations', name: 'station list', path: '/#/operator/station', signedIn: true },
].filter(({ key }) => wanted.includes(key));

console.log(`main-thread CPU at start-up, ${chromium.path}, ${dist}, ${runs} runs a page`);
try {
  for (const { name, path, signedIn } of pages) {
    const figures = [];
    for (let run = 1; run <= runs; run += 1) {
      const figure = await measure(path, signedIn);
      figures.push(figure);
      console.log(
        `${name.padEnd(12)} run ${run}: CPU ${figure.cpuMs.toFixed(0)} ms, longest task ${figure.longestMs.toFixed(0)} ms, ` +
          `blocking at ${CPU_SLOWDOWN}× ${figure.blockingMs.toFixed(0)} ms`,
      );
    }
    console.log(
      `${name.padEnd(12)} median: CPU ${median(figures.map((f) => f.cpuMs)).toFixed(0)} ms, longest task ` +
        `${median(figures.map((f) => f.longestMs)).toFixed(0)} ms, blocking at ${CPU_SLOWDOWN}× ` +
        `${median(figures.map((f) => f.blockingMs)).toFixed(0)} ms`,
    );
  }
} finally {
  simulator.stop();
}
