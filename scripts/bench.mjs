// `npm run bench`: seeds the `large` profile into a fresh database, starts the simulator on it, and measures it
// over HTTP from this (second) process: latency percentiles of the heavy reads, then requests per second of the
// station and order lists under concurrent load (autocannon), each as a ratio of a bare Hono echo server the bench
// starts itself (scripts/bench-echo.mjs). Not part of `npm test`; its figures go in the README.
//   npm run bench                 seed anew, then measure
//   npm run bench -- --reuse      measure the database a previous run left (skips seeding)
//   npm run bench -- --side-by-side   the two lists beside Prism 5.14's mock and a bare echo (bench-side-by-side.mjs)
// BENCH_PORT (default 8199), BENCH_SAMPLES (default 300), BENCH_SECONDS (load duration, default 15).
// BENCH_ONLY=<text>[,<text>…] measures only the latency scenarios whose name holds one of the texts (e.g.
// `surname,sessions`), without the export and the loads.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { ensureInstalled, fail, root } from './lib.mjs';
import { residentMegabytes } from './process-memory.mjs';
import { startSimulatorForBench } from './simulator-process.mjs';

// The lists beside Prism's mock and a bare echo, in interleaved rounds: a bench of its own (it exits when done).
if (process.argv.includes('--side-by-side')) await import('./bench-side-by-side.mjs');

const reuse = process.argv.includes('--reuse');
const port = Number(process.env.BENCH_PORT ?? 8199);
const samples = Number(process.env.BENCH_SAMPLES ?? 300);
const loadSeconds = Number(process.env.BENCH_SECONDS ?? 15);
const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
// BENCH_DB names another database file, so that two people measuring at once do not seed over each other.
const databasePath = process.env.BENCH_DB ?? join(root, '.data', 'bench-large.sqlite');
const captcha = 'BENCH1';
const base = `http://127.0.0.1:${port}/api/index.php/_pcharging`;

await ensureInstalled();
const { default: autocannon } = await import('autocannon');
const { unzipSync } = createRequire(join(root, 'apps', 'simulator', 'package.json'))('fflate');

if (reuse && !existsSync(databasePath)) fail(`--reuse needs ${databasePath}; run once without it`);
console.log(
  `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
console.log(reuse ? `reusing ${databasePath}` : `seeding the large profile into ${databasePath} …`);

let seedingMs;
const simulator = await startSimulatorForBench({
  port,
  nodeArgs: ['--max-semi-space-size=64'],
  env: {
    PCHARGING_DB: databasePath,
    PCHARGING_SEED: 'large',
    PCHARGING_RESET: reuse ? '0' : '1',
    PCHARGING_CAPTCHA_FIXED: captcha,
    PCHARGING_SIM_CONTROL: 'off',
  },
  onLine: (line) => {
    const seeded = /seeded the large profile in (\d+) ms/.exec(line);
    if (seeded) seedingMs = Number(seeded[1]);
  },
});

function form(fields) {
  const body = new URLSearchParams();
  const add = (prefix, value) => {
    for (const [key, inner] of Object.entries(value)) body.set(`${prefix}[${key}]`, String(inner));
  };
  for (const [group, value] of Object.entries(fields)) {
    if (typeof value === 'object') add(group, value);
    else body.set(group, String(value));
  }
  return body.toString();
}

async function postTo(apiBase, path, fields, headers = {}) {
  const response = await fetch(`${apiBase}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: form(fields),
  });
  const answer = await response.json();
  if (answer.code !== 200 && answer.code !== '100000') throw new Error(`${path}: ${answer.code} ${answer.msg}`);
  return { answer, response };
}

const md5 = (text) => createHash('md5').update(text).digest('hex');

/** Signs in as admin (captcha first, as the page does) and returns the token. */
async function adminToken(apiBase) {
  const captchaResponse = await fetch(`${apiBase}/Base/verification_code`, { method: 'POST' });
  const cookie = (captchaResponse.headers.get('set-cookie') ?? '').split(';')[0];
  const { answer } = await postTo(
    apiBase,
    '/Admin_user/login',
    { params: { account: 'admin', pwd: md5('Admin#2026'), code: captcha, type: 2 } },
    { Cookie: cookie },
  );
  return answer.data.role_list[0].login_token;
}

const token = await adminToken(base);
const call = (path, fields) => postTo(base, path, { ...fields, token }, { token });

// Real values to filter by, read once through the API itself.
const stations = (await call('/Station/lists', { params: { status: 3 }, pageinfo: { page: 1, perpage: 100 } })).answer
  .data.items;
const someOrders = (await call('/Order/lists', { params: {}, pageinfo: { page: 1, perpage: 100 } })).answer.data.items;
const someSessions = (await call('/Charging_session/lists', { params: {}, pageinfo: { page: 3, perpage: 100 } })).answer
  .data.items;
const pick = (list, n) => list[(n * 7919) % list.length];
// What an operator types for a caller: the first five letters of a customer's surname, in lower case.
const someCustomers = (await call('/Customer/lists', { params: {}, pageinfo: { page: 7, perpage: 100 } })).answer.data
  .items;
const surnamePart = (n) => pick(someCustomers, n).name.split(' ').at(-1).slice(0, 5).toLowerCase();
const day = (offset) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);

const scenarios = [
  [
    'orders: station + last 7 days',
    (n) => [
      '/Order/lists',
      { params: { station_id: pick(stations, n).id, started_from: day(7) }, pageinfo: { page: 1, perpage: 20 } },
    ],
  ],
  [
    'orders: customer account',
    (n) => ['/Order/lists', { params: { account: pick(someOrders, n).account }, pageinfo: { page: 1, perpage: 20 } }],
  ],
  [
    'orders: part of a surname',
    (n) => ['/Order/lists', { params: { keyword: surnamePart(n) }, pageinfo: { page: 1, perpage: 20 } }],
  ],
  [
    'customers: part of a surname',
    (n) => ['/Customer/lists', { params: { keyword: surnamePart(n) }, pageinfo: { page: 1, perpage: 20 } }],
  ],
  [
    'sessions: part of a surname',
    (n) => ['/Charging_session/lists', { params: { keyword: surnamePart(n) }, pageinfo: { page: 1, perpage: 20 } }],
  ],
  [
    'sessions: port code',
    (n) => [
      '/Charging_session/lists',
      { params: { keyword: pick(someSessions, n).port_code }, pageinfo: { page: 1, perpage: 20 } },
    ],
  ],
  [
    'sessions: in progress, page 1',
    () => ['/Charging_session/lists', { params: {}, pageinfo: { page: 1, perpage: 20 } }],
  ],
  [
    'orders: start mode + last 30 days, page 5',
    (n) => [
      '/Order/lists',
      { params: { start_mode: (n % 4) + 1, started_from: day(30) }, pageinfo: { page: 5, perpage: 20 } },
    ],
  ],
  [
    'orders: port + station',
    (n) => {
      const order = pick(someOrders, n);
      return [
        '/Order/lists',
        { params: { station_id: order.station_id, port_id: order.port_id }, pageinfo: { page: 1, perpage: 20 } },
      ];
    },
  ],
  [
    'orders: no filter, sorted by total',
    () => ['/Order/lists', { params: { sort: 'total' }, pageinfo: { page: 1, perpage: 20 } }],
  ],
  [
    'stations: city + status',
    (n) => [
      '/Station/lists',
      { params: { city: pick(stations, n).city, status: 3 }, pageinfo: { page: 1, perpage: 20 } },
    ],
  ],
  [
    'stations: name search, page 3',
    () => ['/Station/lists', { params: { name: 'Hub' }, pageinfo: { page: 3, perpage: 20 } }],
  ],
  ['chargers: newest first, page 5', () => ['/Pile/lists', { params: {}, pageinfo: { page: 5, perpage: 20 } }]],
  [
    'chargers: serial or name search',
    () => ['/Pile/lists', { params: { keyword: '1', sort: 'power' }, pageinfo: { page: 1, perpage: 20 } }],
  ],
  ['overview: last 30 days', () => ['/Statistics/overview', { params: {} }]],
  [
    'overview: one station, 60 days',
    (n) => ['/Statistics/overview', { params: { station_id: pick(stations, n).id, from: day(59) } }],
  ],
  ['income: by day, 60 days', () => ['/Statistics/income', { params: { from: day(59), granularity: 'day' } }]],
  ['income: by month, 60 days', () => ['/Statistics/income', { params: { from: day(59), granularity: 'month' } }]],
  [
    'income: by station, page 1',
    () => ['/Statistics/income_by_station', { params: { from: day(59) }, pageinfo: { page: 1, perpage: 20 } }],
  ],
  [
    'income: by station, a full year',
    () => ['/Statistics/income_by_station', { params: { from: day(364) }, pageinfo: { page: 1, perpage: 20 } }],
  ],
  ['close: a day', (n) => ['/Close/info', { params: { from: day(2 + (n % 50)), to: day(2 + (n % 50)) } }]],
  ['close: a month', (n) => ['/Close/info', { params: { from: day(31 + (n % 20)), to: day(2 + (n % 20)) } }]],
  [
    'totals: orders of a day',
    (n) => ['/Order/totals', { params: { started_from: day(2 + (n % 50)), started_to: day(2 + (n % 50)) } }],
  ],
  [
    'totals: orders of 30 days, whole network',
    (n) => ['/Order/totals', { params: { started_from: day(31 + (n % 20)), started_to: day(2 + (n % 20)) } }],
  ],
  [
    'totals: orders of a station, last 7 days',
    (n) => ['/Order/totals', { params: { station_id: pick(stations, n).id, started_from: day(7) } }],
  ],
  [
    'totals: journal of a day',
    (n) => ['/Journal/totals', { params: { created_from: day(2 + (n % 50)), created_to: day(2 + (n % 50)) } }],
  ],
  [
    'uptime: every port, a year, worst first',
    () => ['/Uptime/lists', { params: {}, pageinfo: { page: 1, perpage: 20 } }],
  ],
  [
    'uptime: one station, a year',
    (n) => ['/Uptime/lists', { params: { station_id: pick(stations, n).id }, pageinfo: { page: 1, perpage: 20 } }],
  ],
];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const rows = [];
console.log(`\nlatency over HTTP, ${samples} sequential requests per scenario after 20 warm-up requests:`);
for (const [name, request] of scenarios.filter(([name]) => !only || only.some((text) => name.includes(text)))) {
  for (let n = 0; n < 20; n += 1) await call(...request(n));
  const times = [];
  for (let n = 0; n < samples; n += 1) {
    const [path, fields] = request(n + 20);
    const started = performance.now();
    await call(path, fields);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const row = { name, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
  rows.push(row);
  console.log(
    `  ${name.padEnd(44)} p50 ${row.p50.toFixed(1).padStart(6)} ms   p95 ${row.p95.toFixed(1).padStart(6)} ms   p99 ${row.p99.toFixed(1).padStart(6)} ms`,
  );
}

const latencyLine = (row) =>
  `| ${row.name} | p50 ${row.p50.toFixed(1)} / p95 ${row.p95.toFixed(1)} / p99 ${row.p99.toFixed(1)} ms |`;
if (only) {
  console.log(`\nsummary (paste into the README):\n| measure | figure |\n|---|---|`);
  for (const row of rows) console.log(latencyLine(row));
  simulator.stop();
  process.exit(0);
}

/** Rows of the first sheet of an .xlsx file, header row included, from its `dimension`. */
function sheetRowCount(bytes) {
  const sheet = unzipSync(bytes, { filter: (entry) => entry.name === 'xl/worksheets/sheet1.xml' })[
    'xl/worksheets/sheet1.xml'
  ];
  const dimension = /<dimension ref="[A-Z]+\d+:[A-Z]+(\d+)"/.exec(new TextDecoder().decode(sheet?.slice(0, 2000)));
  return dimension ? Number(dimension[1]) : 0;
}

const OPERATORS = 4;
/** Latencies of `OPERATORS` sequential loops of one call each, until `until` settles or `seconds` pass. */
async function latenciesWhile(until, seconds) {
  const times = [];
  let done = false;
  until?.finally(() => {
    done = true;
  });
  const stopAt = performance.now() + seconds * 1000;
  const operator = async () => {
    while (!done && performance.now() < stopAt) {
      const started = performance.now();
      await call('/Station/lists', { params: {}, pageinfo: { page: 1, perpage: 20 } });
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: OPERATORS }, operator));
  return times.sort((a, b) => a - b);
}

/** An export of close to 100,000 orders: the longest window (in 6-hour steps) ending a week ago under the cap. */
async function bigExport() {
  const end = Date.now() - 7 * 86_400_000;
  const iso = (epochMs) => `${new Date(epochMs).toISOString().slice(0, 19)}Z`;
  for (let hours = 96; hours > 0; hours -= 6) {
    const started = performance.now();
    const response = await fetch(`${base}/Order/export`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', token },
      body: form({ token, params: { started_from: iso(end - hours * 3_600_000), started_to: iso(end) } }),
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    if ((response.headers.get('content-type') ?? '').includes('json')) continue;
    return { rows: sheetRowCount(bytes) - 1, seconds: (performance.now() - started) / 1000, hours };
  }
  throw new Error('no export window under the cap');
}

const settledRss = residentMegabytes(simulator.child.pid);
console.log(`\nexport: ${OPERATORS} operators listing stations meanwhile (sequential calls each):`);
const quiet = await latenciesWhile(undefined, 5);
const exporting = bigExport();
const during = await latenciesWhile(exporting, 600);
const exported = await exporting;
const exportRow = {
  rows: exported.rows,
  seconds: exported.seconds,
  quietP99: percentile(quiet, 99),
  p50: percentile(during, 50),
  p99: percentile(during, 99),
  calls: during.length,
};
console.log(
  `  ${exported.rows.toLocaleString('en')} orders (${exported.hours} hours) exported in ${exported.seconds.toFixed(1)} s; ` +
    `other calls meanwhile: ${exportRow.calls}, p50 ${exportRow.p50.toFixed(1)} ms, p99 ${exportRow.p99.toFixed(1)} ms ` +
    `(p99 ${exportRow.quietP99.toFixed(1)} ms without the export)`,
);

const CONNECTIONS = 20;
const okAnswer = (body) => body.startsWith('{"code":200');

/** Requests per second of one form POST under load; answers that are not a success count as failures. */
async function loadOf(url, body, headers = {}) {
  const result = await autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: loadSeconds,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body,
    verifyBody: okAnswer,
  });
  return {
    perSecond: Math.round(result.requests.average),
    total: result.requests.total,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx + result.mismatches,
  };
}

console.log(`\nload: ${CONNECTIONS} connections, ${loadSeconds} s each, form-encoded POST of one 20-row page:`);
const echoPort = port - 1;
const echo = spawn(process.execPath, [join(root, 'scripts', 'bench-echo.mjs'), String(echoPort)], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve) => echo.stdout.once('data', resolve));
const echoLoad = await loadOf(
  `http://127.0.0.1:${echoPort}/Station/lists`,
  form({ token, params: {}, pageinfo: { page: 1, perpage: 20 } }),
);
echo.kill();
const describeLoad = (name, figures) =>
  console.log(
    `  ${name.padEnd(40)} ${String(figures.perSecond).padStart(6)} req/s` +
      `${figures === echoLoad ? '        ' : ` (${(figures.perSecond / echoLoad.perSecond).toFixed(2)} ×)`}` +
      `   p99 ${String(figures.p99).padStart(4)} ms   ${figures.failures} failed`,
  );
describeLoad('bare Hono echo (baseline)', echoLoad);
const listPage = (listToken) => form({ token: listToken, params: {}, pageinfo: { page: 1, perpage: 20 } });
const loads = [];
for (const [name, path] of [
  ['Station/lists, admin, 20 rows (large)', '/Station/lists'],
  ['Order/lists, admin, 20 rows (large)', '/Order/lists'],
]) {
  const figures = await loadOf(`${base}${path}`, listPage(token), { token });
  loads.push([name, figures]);
  describeLoad(name, figures);
}

// The same lists on the demo seed, from a second simulator on an in-memory database.
const demoPort = port + 1;
const demo = await startSimulatorForBench({
  port: demoPort,
  env: {
    PCHARGING_DB: ':memory:',
    PCHARGING_SEED: 'demo',
    PCHARGING_CAPTCHA_FIXED: captcha,
    PCHARGING_SIM_CONTROL: 'off',
    PCHARGING_FLEET: 'off',
  },
});
const demoBase = `${demo.origin}/api/index.php/_pcharging`;
const demoToken = await adminToken(demoBase);
for (const [name, path] of [
  ['Station/lists, admin, 20 rows (demo)', '/Station/lists'],
  ['Order/lists, admin, 20 rows (demo)', '/Order/lists'],
]) {
  const figures = await loadOf(`${demoBase}${path}`, listPage(demoToken), { token: demoToken });
  loads.push([name, figures]);
  describeLoad(name, figures);
}
demo.stop();
const failures = loads.reduce((sum, [, figures]) => sum + figures.failures, 0);
const rss = residentMegabytes(simulator.child.pid);
const megabytes = (value) => (value === null ? 'n/a' : `${Math.round(value)} MB`);
console.log(
  `\nsimulator memory with \`large\` loaded and the engine running: ${megabytes(settledRss)} RSS after the reads, ` +
    `${megabytes(rss)} after the export and the loads`,
);

console.log('\nsummary (paste into the README):');
console.log(`| measure | figure |\n|---|---|`);
if (seedingMs !== undefined)
  console.log(`| seeding \`large\` (2,000 stations, ~2.2M orders) | ${(seedingMs / 1000).toFixed(1)} s |`);
for (const row of rows) console.log(latencyLine(row));
console.log(`| bare Hono echo, ${CONNECTIONS} connections | ${echoLoad.perSecond} req/s, p99 ${echoLoad.p99} ms |`);
console.log(
  `| simulator RSS, \`large\` loaded, engine running | ${megabytes(settledRss)} after the reads, ${megabytes(rss)} after the export and loads |`,
);
console.log(
  `| ${exportRow.rows.toLocaleString('en')}-row order export | ${exportRow.seconds.toFixed(1)} s; other calls meanwhile p99 ${exportRow.p99.toFixed(1)} ms (${exportRow.quietP99.toFixed(1)} ms without) |`,
);
for (const [name, figures] of loads) {
  const ratio = (figures.perSecond / echoLoad.perSecond).toFixed(2);
  console.log(`| ${name} under load | ${figures.perSecond} req/s (${ratio} × echo), p99 ${figures.p99} ms |`);
}
simulator.stop();
process.exit(failures > 0 ? 1 : 0);
