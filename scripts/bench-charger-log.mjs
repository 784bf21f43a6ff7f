// `npm run bench:charger-log`: the charger message log on the `large` network. Seeds `large` into its own database
// (or, with --reuse, keeps the one a previous run left), steps the engine through one simulated day with the control
// surface and reads what the day added to charger_messages (rows, payload bytes, the database's bytes), then times
// the Messages tab's first page (Pile/messages, 20 rows, newest first) for the charger with the most messages, bare
// and filtered by action and by direction, over sequential calls: p50 and p95 against the aim of 50 ms; then the
// same for a charger whose log is full (10,000 messages, copied from the day's busiest in order).
// Not part of `npm test`; its figures go in docs/performance.md. BENCH_PORT (default 8612), BENCH_CALLS (default 300),
// BENCH_HOURS (default 24: a whole day; fewer are scaled to a day, since a simulated hour of `large` takes minutes).
import { randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { signedInToken } from './bench-login.mjs';
import { ensureInstalled, fail, root } from './lib.mjs';
import { startSimulatorForBench } from './simulator-process.mjs';

const reuse = process.argv.includes('--reuse');
const port = Number(process.env.BENCH_PORT ?? 8612);
const calls = Number(process.env.BENCH_CALLS ?? 300);
const hours = Number(process.env.BENCH_HOURS ?? 24);
const databasePath = join(root, '.data', 'bench-charger-log.sqlite');
const captcha = 'BENCH1';
const simKey = randomBytes(16).toString('hex');
const origin = `http://127.0.0.1:${port}`;
const base = `${origin}/api/index.php/_pcharging`;
const HOUR = 3_600_000;
const AIM_MS = 50;

await ensureInstalled();
// better-sqlite3 is the simulator's dependency; the bench borrows it to read the database it measures.
const Database = createRequire(join(root, 'apps', 'simulator', 'package.json'))('better-sqlite3');

if (reuse && !existsSync(databasePath)) fail(`--reuse needs ${databasePath}; run once without it`);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
console.log(`load average at start: ${load()}`);
console.log(reuse ? `reusing ${databasePath}` : `seeding the large profile into ${databasePath} …`);

const simulator = await startSimulatorForBench({
  port,
  env: {
    PCHARGING_DB: databasePath,
    PCHARGING_SEED: 'large',
    PCHARGING_RESET: reuse ? '0' : '1',
    PCHARGING_CAPTCHA_FIXED: captcha,
    PCHARGING_SIM_CONTROL: 'on',
    PCHARGING_SIM_KEY: simKey,
    PCHARGING_FLEET: 'off',
    PCHARGING_PASSWORD_COST: '12',
    PCHARGING_SIGN_IN_RATE: '0',
  },
});

const control = async (path, body) => {
  const response = await fetch(`${origin}/__sim${path}`, {
    method: 'POST',
    headers: { 'x-sim-key': simKey, 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`/__sim${path}: HTTP ${response.status} ${await response.text()}`);
  return response.json();
};

/** What the log holds now, read beside the running simulator (WAL lets a reader in). */
function logFigures() {
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    const figures = db
      .prepare(
        `select count(*) as rows, coalesce(sum(length(payload) + length(action) + length(message_id)), 0) as bytes
         from charger_messages`,
      )
      .get();
    const busiest = db
      .prepare('select pile_id as id, count(*) as n from charger_messages group by pile_id order by n desc limit 1')
      .get();
    return { ...figures, busiest };
  } finally {
    db.close();
  }
}

const fileBytes = () =>
  ['', '-wal'].reduce((sum, suffix) => {
    const path = `${databasePath}${suffix}`;
    return sum + (existsSync(path) ? statSync(path).size : 0);
  }, 0);

const before = { ...logFigures(), file: fileBytes() };
const dayStarted = performance.now();
for (let hour = 0; hour < hours; hour += 1) await control('/clock/step', { ms: HOUR });
const daySeconds = (performance.now() - dayStarted) / 1000;
const after = { ...logFigures(), file: fileBytes() };

const token = await signedInToken(base, { account: 'admin', password: 'Admin#2026', captcha });
async function page(params) {
  const body = new URLSearchParams({ token, 'pageinfo[page]': '1', 'pageinfo[perpage]': '20' });
  for (const [key, value] of Object.entries(params)) body.set(`params[${key}]`, String(value));
  const started = performance.now();
  const response = await fetch(`${base}/Pile/messages`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', token },
    body: body.toString(),
  });
  const answer = await response.json();
  const ms = performance.now() - started;
  if (Number(answer.code) !== 200) fail(`Pile/messages answered ${answer.code} ${answer.msg}`);
  return ms;
}

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)];
async function timed(label, params) {
  for (let warm = 0; warm < 20; warm += 1) await page(params);
  const times = [];
  for (let call = 0; call < calls; call += 1) times.push(await page(params));
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 0.5);
  const p95 = percentile(times, 0.95);
  const verdict = p95 <= AIM_MS ? 'met' : 'NOT met';
  console.log(`  ${label}: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (aim p95 ≤ ${AIM_MS} ms: ${verdict})`);
  return p95;
}

const chargerId = after.busiest?.id;
if (chargerId === undefined) fail('the day left no message in the log');
const perDay = 24 / hours;
console.log(`${hours} simulated hour(s) stepped in ${daySeconds.toFixed(0)} s`);
console.log(
  `growth per simulated day${hours === 24 ? '' : ` (${hours} h × ${perDay})`}: ` +
    `${Math.round((after.rows - before.rows) * perDay).toLocaleString('en')} rows, ` +
    `${(((after.bytes - before.bytes) * perDay) / 2 ** 20).toFixed(1)} MiB of payload, action and id text, ` +
    `${(((after.file - before.file) * perDay) / 2 ** 20).toFixed(1)} MiB of database file (main + WAL)`,
);
console.log(`busiest charger: ${chargerId} with ${after.busiest.n.toLocaleString('en')} messages kept`);
console.log(`Messages tab's first page (${calls} sequential calls each):`);
await timed('newest first', { pile_id: chargerId });
await timed('action StatusNotification', { pile_id: chargerId, action: 'StatusNotification' });
await timed('direction to_charger', { pile_id: chargerId, direction: 'to_charger' });

/** A charger's log at its bound: the busiest charger's messages repeated, in order, up to 10,000 rows. */
function fillToBound(fromId, toId) {
  const db = new Database(databasePath, { fileMustExist: true, timeout: 10_000 });
  try {
    const source = db
      .prepare(
        'select at, to_charger, message_type, action, message_id, payload from charger_messages where pile_id = ? order by id',
      )
      .all(fromId);
    const insert = db.prepare(
      `insert into charger_messages (pile_id, at, to_charger, message_type, action, message_id, payload)
       values (?, ?, ?, ?, ?, ?, ?)`,
    );
    db.transaction(() => {
      db.prepare('delete from charger_messages where pile_id = ?').run(toId);
      for (let n = 0; n < 10_000; n += 1) {
        const row = source[n % source.length];
        insert.run(toId, row.at, row.to_charger, row.message_type, row.action, `${row.message_id}.${n}`, row.payload);
      }
    })();
  } finally {
    db.close();
  }
}
const full = chargerId === 1 ? 2 : 1;
fillToBound(chargerId, full);
console.log(`a charger at the bound (charger ${full}, 10,000 messages):`);
await timed('newest first', { pile_id: full });
await timed('action MeterValues', { pile_id: full, action: 'MeterValues' });
await timed('direction to_charger', { pile_id: full, direction: 'to_charger' });
console.log(`load average at end: ${load()}`);
simulator.stop();
