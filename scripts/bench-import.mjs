// `npm run bench:import`: what a hostile workbook import costs everyone else. Starts the simulator, then measures
// another user's Alarm/count one call after the other, first alone, then while a second user uploads hostile
// workbooks to Rfid/import back to back (a sheet of 2 million rows in ~330 KB, a 1 GB zip bomb that says so, one
// that lies about its sizes, a 50,000-row sheet). Prints p50/p99/max of each phase, each import's answer and time,
// and the simulator's peak resident memory. The aim: p99 under 50 ms during the hostile imports.
//   BENCH_PORT (default 8296), BENCH_SECONDS (per phase, 10)
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { signedInToken } from './bench-login.mjs';
import { ensureInstalled, root } from './lib.mjs';
import { residentMegabytes } from './process-memory.mjs';
import { startDemoSimulatorForBench } from './simulator-process.mjs';

const port = Number(process.env.BENCH_PORT ?? 8296);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const captcha = 'BENCH1';

await ensureInstalled();
const { tsImport } = await import(pathToFileURL(join(root, 'node_modules', 'tsx', 'dist', 'esm', 'api', 'index.mjs')));
const hostile = await tsImport(
  pathToFileURL(join(root, 'apps', 'simulator', 'src', 'testing', 'hostile-workbooks.ts')).href,
  import.meta.url,
);
const files = [
  ['2,000,000 rows', hostile.manyRowsWorkbook(2_000_000)],
  ['1 GB zip bomb, sizes told', hostile.zipBombWorkbook(1024, false)],
  ['1 GB zip bomb, sizes lied about', hostile.zipBombWorkbook(1024, true)],
  ['50,000 rows', hostile.manyRowsWorkbook(50_000)],
];

const simulator = await startDemoSimulatorForBench({ port, captcha, env: { PCHARGING_PASSWORD_COST: '12' } });
const base = `${simulator.origin}/api/index.php/_pcharging`;
const signIn = (account) => signedInToken(base, { account, password: 'Admin#2026', captcha });

const reader = await signIn('ops');
const uploader = await signIn('support');
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Alarm/count, one call after the other, until `until()` says stop; returns the sorted times in ms. */
async function countCalls(until) {
  const times = [];
  while (!until()) {
    const started = performance.now();
    const answer = await (
      await fetch(`${base}/Alarm/count`, { method: 'POST', headers: { token: reader }, body: '' })
    ).json();
    times.push(performance.now() - started);
    if (answer.code !== 200) throw new Error(`Alarm/count: ${JSON.stringify(answer)}`);
  }
  return times.sort((a, b) => a - b);
}

const summary = (times) =>
  `${times.length} calls, p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, max ${times.at(-1).toFixed(1)} ms`;

let peak = 0;
const sampler = setInterval(() => {
  peak = Math.max(peak, Math.round(residentMegabytes(simulator.child.pid) ?? 0));
}, 100);

const quietEnd = Date.now() + seconds * 1000;
const quiet = await countCalls(() => Date.now() > quietEnd);
const quietPeak = peak;

let importing = true;
const imports = [];
const hostileLoop = (async () => {
  for (let round = 0; importing; round += 1) {
    const [label, bytes] = files[round % files.length];
    const form = new FormData();
    form.append('file', new Blob([bytes]), 'cards.xlsx');
    const started = performance.now();
    const answer = await (
      await fetch(`${base}/Rfid/import`, { method: 'POST', headers: { token: uploader }, body: form })
    ).json();
    imports.push({ label, kb: Math.round(bytes.length / 1024), ms: performance.now() - started, msg: answer.msg });
  }
})();
const busyEnd = Date.now() + seconds * 1000;
const busy = await countCalls(() => Date.now() > busyEnd);
importing = false;
await hostileLoop;
clearInterval(sampler);

console.log(`\n  Alarm/count by another user (${seconds} s each):`);
console.log(`    alone                      ${summary(quiet)}`);
console.log(`    during hostile imports     ${summary(busy)}`);
console.log(`\n  Imports (${imports.length}):`);
const byLabel = new Map();
for (const item of imports) byLabel.set(item.label, [...(byLabel.get(item.label) ?? []), item]);
for (const [label, items] of byLabel) {
  const times = items.map((item) => item.ms).sort((a, b) => a - b);
  console.log(
    `    ${label.padEnd(32)} ${String(items[0].kb).padStart(5)} KB  ×${items.length}  ${percentile(times, 50).toFixed(0)} ms  "${items[0].msg}"`,
  );
}
console.log(`\n  Simulator resident memory: ${quietPeak} MB alone, peak ${peak} MB during the imports\n`);
const p99 = percentile(busy, 99);
process.exit(p99 < 50 ? 0 : 1);
