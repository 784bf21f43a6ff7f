// `npm run bench:sign-in`: the sign-in path under attack, at the production password cost (PCHARGING_PASSWORD_COST
// unset). Starts the demo simulator behind a pretend proxy (PCHARGING_TRUST_PROXY=127.0.0.1, so that each request
// names its client's address in X-Forwarded-For), then measures:
//   1. whether a wrong password tells that the account exists: median answer times for 'admin' and for unknown names
//      (the aim: within 20 %), the throttles cleared through /__sim before each try so that every try does the full
//      check;
//   2. the owner's success rate while strangers guess admin's password from rotating addresses: the owner signed in
//      once before (the browser keeps its device cookie) and signs in again every 5 s (the aim: 100 %);
//   3. a sign-in flood: 24 connections sending wrong passwords from rotating addresses without pause; meanwhile the
//      web app's script file and an API call are fetched in loops of their own, and their p99 is printed beside the
//      same figures on a quiet server (the aims: ≤ 50 ms and ≤ 100 ms), with the server's peak RSS (≤ 400 MB).
// The strangers run in a worker thread (bench-sign-in-crowd.mjs), so that what this thread times is the server's
// answer, not its own loop's turn. Ends with each figure against issue 40's aim, and the load average beside it.
//   BENCH_PORT (default 8297), BENCH_ROUNDS (20), BENCH_ATTACK_SECONDS (180), BENCH_FLOOD_SECONDS (20),
//   BENCH_FLOOD_CONNECTIONS (24)
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { loginAttempt, signedInToken } from './bench-login.mjs';
import { ensureInstalled } from './lib.mjs';
import { residentMegabytes } from './process-memory.mjs';
import { startDemoSimulatorForBench } from './simulator-process.mjs';
import { webDistToMeasure } from './web-build.mjs';

const port = Number(process.env.BENCH_PORT ?? 8297);
const rounds = Number(process.env.BENCH_ROUNDS ?? 20);
const attackSeconds = Number(process.env.BENCH_ATTACK_SECONDS ?? 180);
const floodSeconds = Number(process.env.BENCH_FLOOD_SECONDS ?? 20);
const floodConnections = Number(process.env.BENCH_FLOOD_CONNECTIONS ?? 24);
const captcha = 'BENCH1';
const simKey = 'bench-trainer-key';
const OWNER_PASSWORD = 'Admin#2026';

await ensureInstalled();
const webDist = await webDistToMeasure(process.env.BENCH_WEB_DIST);
const env = { ...process.env };
delete env.PCHARGING_PASSWORD_COST;
process.env = env;
const simulator = await startDemoSimulatorForBench({
  port,
  captcha,
  env: { PCHARGING_SIM_KEY: simKey, PCHARGING_TRUST_PROXY: '127.0.0.1', PCHARGING_WEB_DIST: webDist },
});
const base = `${simulator.origin}/api/index.php/_pcharging`;
const startRss = residentMegabytes(simulator.child.pid) ?? 0;

const from = (address) => ({ 'X-Forwarded-For': address });
const loadAverage = () =>
  loadavg()
    .map((figure) => figure.toFixed(1))
    .join(', ');
const loadAtStart = loadAverage();

/**
 * `connections` strangers signing in without pause from fresh addresses (in a thread of their own) until the
 * returned function is called; it resolves with their answers counted by code.
 */
function crowd({ connections, account, firstAddress }) {
  const worker = new Worker(new URL('./bench-sign-in-crowd.mjs', import.meta.url), {
    workerData: {
      base,
      captcha,
      connections,
      account,
      password: account ? undefined : 'Wrong#Password1',
      firstAddress,
    },
  });
  const answered = new Promise((resolve, reject) => {
    worker.once('message', ({ byCode }) => resolve(byCode));
    worker.once('error', reject);
  });
  return async () => {
    worker.postMessage('stop');
    const byCode = await answered;
    await worker.terminate();
    return Object.entries(byCode);
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const p99 = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? Number.NaN;
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const clearThrottles = () =>
  fetch(`${simulator.origin}/__sim/sign-in-throttle`, { method: 'DELETE', headers: { 'x-sim-key': simKey } });

// 1. Timing of a wrong password, known account or not.
async function wrongSignIn(account) {
  await clearThrottles();
  const { answer, ms } = await loginAttempt(base, { account, password: 'Wrong#Password1', captcha });
  if (answer.code !== 1003) throw new Error(`sign-in as ${account}: expected 1003, got ${JSON.stringify(answer)}`);
  return ms;
}
await wrongSignIn('admin');
await wrongSignIn('warm-up-nobody');
const known = [];
const unknown = [];
for (let round = 0; round < rounds; round += 1) {
  known.push(await wrongSignIn('admin'));
  unknown.push(await wrongSignIn(`nobody-${round}`));
}
const knownMedian = median(known);
const unknownMedian = median(unknown);
const apart = (Math.abs(knownMedian - unknownMedian) / Math.max(knownMedian, unknownMedian)) * 100;
console.log(`\n  1. Wrong password at the production cost, ${rounds} tries each (median):`);
console.log(`    existing account 'admin'   ${knownMedian.toFixed(1)} ms`);
console.log(`    unknown names              ${unknownMedian.toFixed(1)} ms`);
console.log(
  `    apart                      ${apart.toFixed(1)} % ${apart <= 20 ? '(within 20 %)' : '(MORE than 20 %)'}`,
);

// 2. The owner during a rotating-address attack on their account.
await clearThrottles();
const ownerAddress = '198.51.100.7';
const first = await loginAttempt(base, {
  account: 'admin',
  password: OWNER_PASSWORD,
  captcha,
  headers: from(ownerAddress),
});
if (first.answer.code !== 200) throw new Error(`the owner's first sign-in failed: ${JSON.stringify(first.answer)}`);
let ownerDevice = first.deviceCookie;
const stopAttack = crowd({ connections: 4, account: 'admin', firstAddress: 0 });
const ownerTimes = [];
let ownerIn = 0;
let ownerTries = 0;
const attackEnds = Date.now() + attackSeconds * 1000;
while (Date.now() < attackEnds) {
  await sleep(Math.min(5000, Math.max(0, attackEnds - Date.now())));
  if (Date.now() >= attackEnds && ownerTries > 0) break;
  ownerTries += 1;
  const attempt = await loginAttempt(base, {
    account: 'admin',
    password: OWNER_PASSWORD,
    captcha,
    headers: from(ownerAddress),
    deviceCookie: ownerDevice,
  });
  ownerDevice = attempt.deviceCookie;
  ownerTimes.push(attempt.ms);
  if (attempt.answer.code === 200) ownerIn += 1;
}
const attackAnswers = await stopAttack();
const guesses = attackAnswers.reduce((sum, [, count]) => sum + count, 0);
const byCode = attackAnswers.map(([code, count]) => `${code}: ${count}`).join(', ');
console.log(`\n  2. The owner while strangers guess admin's password from rotating addresses for ${attackSeconds} s:`);
console.log(`    strangers' guesses        ${guesses} (${byCode})`);
console.log(
  `    owner signed in           ${ownerIn} of ${ownerTries} (${((ownerIn / ownerTries) * 100).toFixed(0)} %), median ${median(ownerTimes).toFixed(0)} ms`,
);

// 3. A sign-in flood, and what else the server still answers meanwhile.
await clearThrottles();
const token = await signedInToken(base, { account: 'ops', password: OWNER_PASSWORD, captcha });
const script = /<script[^>]+src="([^"]+\.js)"/.exec(readFileSync(join(webDist, 'index.html'), 'utf8'))?.[1];
if (!script) throw new Error(`no script in ${webDist}/index.html`);
const scriptUrl = new URL(script, `${simulator.origin}/`).href;
async function timed(request) {
  const started = performance.now();
  const response = await request();
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${response.url}: HTTP ${response.status}`);
  return performance.now() - started;
}
const fetchScript = () => timed(() => fetch(scriptUrl, { headers: { 'Accept-Encoding': 'br, gzip' } }));
const callApi = () =>
  timed(() =>
    fetch(`${base}/Admin_user/info`, {
      method: 'POST',
      headers: { token, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `token=${token}`,
    }),
  );
/**
 * The script file and the API call, each fetched in a loop of its own every 50 ms (a slow answer does not hold the
 * other back, and a p99 has a few hundred answers under it), and the server's RSS read every 100 ms, for `seconds`.
 */
async function sample(seconds) {
  const ends = Date.now() + seconds * 1000;
  const scripts = [];
  const calls = [];
  let peakRss = 0;
  const probe = async (request, times) => {
    while (Date.now() < ends) {
      times.push(await request());
      await sleep(50);
    }
  };
  const watchMemory = async () => {
    while (Date.now() < ends) {
      peakRss = Math.max(peakRss, residentMegabytes(simulator.child.pid) ?? 0);
      await sleep(100);
    }
  };
  await Promise.all([probe(fetchScript, scripts), probe(callApi, calls), watchMemory()]);
  return { scripts, calls, peakRss };
}
const quiet = await sample(Math.min(10, floodSeconds));
const stopFlood = crowd({ connections: floodConnections, firstAddress: 40_000 });
await sleep(1000);
const flooded = await sample(floodSeconds);
const duringFlood = await loginAttempt(base, {
  account: 'admin',
  password: OWNER_PASSWORD,
  captcha,
  headers: from(ownerAddress),
  deviceCookie: ownerDevice,
});
const floodByCode = (await stopFlood()).map(([code, count]) => `${code}: ${count}`).join(', ');
console.log(
  `\n  3. ${floodConnections} connections sending wrong passwords for ${floodSeconds} s (p99, quiet → flood):`,
);
console.log(`    flood's answers           ${floodByCode}`);
console.log(
  `    script file               ${p99(quiet.scripts).toFixed(1)} → ${p99(flooded.scripts).toFixed(1)} ms  (aim ≤ 50; ${flooded.scripts.length} fetches)`,
);
console.log(
  `    API call (Admin_user/info) ${p99(quiet.calls).toFixed(1)} → ${p99(flooded.calls).toFixed(1)} ms  (aim ≤ 100; ${flooded.calls.length} calls)`,
);
console.log(
  `    owner's sign-in meanwhile ${duringFlood.answer.code === 200 ? 'signed in' : `refused ${duringFlood.answer.code}`} in ${duringFlood.ms.toFixed(0)} ms`,
);
console.log(
  `    server RSS (peak)         ${startRss.toFixed(0)} at start, ${quiet.peakRss.toFixed(0)} quiet → ${flooded.peakRss.toFixed(0)} MB flooded  (aim < 400)\n`,
);
const figures = [
  ['wrong password, known vs unknown name', `${apart.toFixed(1)} % apart`, 'within 20 %', apart <= 20],
  [
    "owner's sign-ins during the attack",
    `${((ownerIn / ownerTries) * 100).toFixed(0)} %`,
    '100 %',
    ownerIn === ownerTries,
  ],
  [
    "script file's p99 during the flood",
    `${p99(flooded.scripts).toFixed(1)} ms`,
    '≤ 50 ms',
    p99(flooded.scripts) <= 50,
  ],
  ["API call's p99 during the flood", `${p99(flooded.calls).toFixed(1)} ms`, '≤ 100 ms', p99(flooded.calls) <= 100],
  ["server's peak RSS during the flood", `${flooded.peakRss.toFixed(0)} MB`, '< 400 MB', flooded.peakRss < 400],
];
console.log(`  Against issue 40's aims (load average ${loadAtStart} at the start, ${loadAverage()} at the end):`);
for (const [name, figure, aim, met] of figures) {
  console.log(`    ${name.padEnd(40)} ${figure.padStart(10)}  aim ${aim.padEnd(11)} ${met ? 'met' : 'NOT met'}`);
}
console.log('');
process.exit(figures.every(([, , , met]) => met) ? 0 : 1);
