// `npm run bench:sandboxes`: what a class costs. Starts the simulator, creates 30 sandboxes, lets them fall asleep
// and prints the resident memory each idle sandbox adds; then wakes 10 of them with their engines at 60 simulated
// seconds per second and measures the station list in those 10 (4 callers, round robin) while they all run.
//   BENCH_PORT (default 8299), BENCH_SANDBOXES (30), BENCH_ACTIVE (10), BENCH_SECONDS (load duration, 20)
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureInstalled } from './lib.mjs';
import { residentMegabytes } from './process-memory.mjs';
import { startSimulatorForBench } from './simulator-process.mjs';

const port = Number(process.env.BENCH_PORT ?? 8299);
const count = Number(process.env.BENCH_SANDBOXES ?? 30);
const active = Math.min(count, Number(process.env.BENCH_ACTIVE ?? 10));
const loadSeconds = Number(process.env.BENCH_SECONDS ?? 20);
const IDLE_SECONDS = 3;
const captcha = 'BENCH1';
const simKey = 'bench-trainer-key';

await ensureInstalled();
const dataDir = mkdtempSync(join(tmpdir(), 'pcharging-bench-sandboxes-'));
const simulator = await startSimulatorForBench({
  port,
  env: {
    PCHARGING_DB: join(dataDir, 'main.sqlite'),
    PCHARGING_RESET: '1',
    PCHARGING_SEED: 'demo',
    PCHARGING_DATA_DIR: dataDir,
    PCHARGING_CAPTCHA_FIXED: captcha,
    PCHARGING_SIM_KEY: simKey,
    PCHARGING_SANDBOX_LIMIT: String(count),
    PCHARGING_SANDBOX_IDLE_MINUTES: String(IDLE_SECONDS / 60),
    PCHARGING_LOG: 'off',
  },
});
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

const json = async (path, init = {}) => {
  const response = await fetch(`${simulator.origin}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', 'x-sim-key': simKey, ...(init.headers ?? {}) },
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const rss = () => residentMegabytes(simulator.child.pid) ?? Number.NaN;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Signs in to one network's API (captcha first, as the page does) and returns a caller of its station list. */
async function stationLister(prefix) {
  const base = `${simulator.origin}${prefix}/api/index.php/_pcharging`;
  const captchaResponse = await fetch(`${base}/Base/verification_code`, { method: 'POST' });
  const cookie = (captchaResponse.headers.get('set-cookie') ?? '').split(';')[0];
  const form = (fields) => new URLSearchParams(fields).toString();
  const login = await (
    await fetch(`${base}/Admin_user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
      body: form({
        'params[account]': 'admin',
        'params[pwd]': createHash('md5').update('Admin#2026').digest('hex'),
        'params[code]': captcha,
        'params[type]': '2',
      }),
    })
  ).json();
  const token = login.data.role_list[0].login_token;
  const body = form({ token, 'pageinfo[page]': '1', 'pageinfo[perpage]': '20' });
  return async () => {
    const response = await fetch(`${base}/Station/lists`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', token },
      body,
    });
    const answer = await response.json();
    if (answer.code !== 200) throw new Error(`${prefix} Station/lists: ${answer.code} ${answer.msg}`);
  };
}

// The seeded image is made by the first creation; the baseline is taken after it, so it counts once, not per sandbox.
await json('/__sim/sandboxes', { method: 'POST', body: JSON.stringify({ name: 'warm-up' }) });
await json('/__sim/sandboxes/warm-up', { method: 'DELETE' });
await sleep(1000);
const before = rss();
console.log(`\ncreating ${count} sandboxes …`);
const started = performance.now();
for (let n = 1; n <= count; n += 1) {
  await json('/__sim/sandboxes', { method: 'POST', body: JSON.stringify({ name: `trainee-${n}` }) });
  if (n % 10 === 0) console.log(`  ${n} created`);
}
const creationSeconds = (performance.now() - started) / 1000;
console.log(`  waiting ${IDLE_SECONDS * 3} s for them to fall asleep …`);
await sleep(IDLE_SECONDS * 3000);
const listed = await json('/__sim/sandboxes');
const asleep = listed.items.filter((item) => !item.awake).length;
const idle = rss();
const perIdle = (idle - before) / count;

console.log(`\nwaking ${active} sandboxes, engines at 60 simulated seconds per second …`);
const listers = [];
for (let n = 1; n <= active; n += 1) {
  const prefix = `/s/trainee-${n}`;
  listers.push(await stationLister(prefix));
  await json(`${prefix}/__sim/clock/speed`, { method: 'POST', body: JSON.stringify({ speed: 60 }) });
}
await sleep(2000);
const times = [];
const stopAt = performance.now() + loadSeconds * 1000;
let turn = 0;
const caller = async () => {
  while (performance.now() < stopAt) {
    const call = listers[turn % listers.length];
    turn += 1;
    const callStarted = performance.now();
    await call();
    times.push(performance.now() - callStarted);
  }
};
await Promise.all(Array.from({ length: 4 }, caller));
times.sort((a, b) => a - b);
const busy = rss();
const awake = (await json('/__sim/sandboxes')).items.filter((item) => item.awake).length;

console.log('\nsummary (paste into the README):');
console.log('| measure | figure |\n|---|---|');
console.log(`| main network RSS before sandboxes | ${Math.round(before)} MB |`);
console.log(
  `| ${count} sandboxes created | ${creationSeconds.toFixed(1)} s (${((creationSeconds * 1000) / count).toFixed(0)} ms each) |`,
);
console.log(
  `| RSS with ${count} idle sandboxes (${asleep} asleep) | ${Math.round(idle)} MB: ${perIdle.toFixed(1)} MB per sandbox |`,
);
console.log(
  `| Station/lists in ${active} awake sandboxes at speed 60 (${awake} awake), 4 callers, ${loadSeconds} s | ` +
    `${times.length} calls, p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms |`,
);
console.log(`| RSS meanwhile | ${Math.round(busy)} MB |`);
simulator.stop();
process.exit(perIdle <= 15 && percentile(times, 99) <= 100 ? 0 : 1);
