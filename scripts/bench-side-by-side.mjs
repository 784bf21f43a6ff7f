// `npm run bench -- --side-by-side` (or `npm run bench:side-by-side`): the simulator's two busiest lists beside two
// baselines on this machine, in interleaved rounds so that a change of the machine's load touches all of them alike:
// a bare Hono echo (scripts/bench-echo.mjs: parse the form, answer a fixed 20-row page) and Prism 5.14's stateless
// mock of the same operations from the bundled document (installed on demand into .tools/, not a dependency of the
// app). The simulator runs the demo seed with its engine still; its answers are signed in, permission-checked and
// validated, and one whose code is not a success counts as a failure. Prints each target's req/s, p99 and the CPU
// its process spent a call (read from /proc: the machine's load moves it far less than req/s and p99) per round,
// then the medians and the ratios to the echo and to Prism. Not part of `npm test`. With `--cpu-prof` the simulator
// runs under node --cpu-prof and its profile over the measured rounds is summed by self time at the end
// (bench-profile.mjs): where a list's time goes.
// BENCH_ROUNDS (default 3), BENCH_SECONDS (per target and round, default 10), BENCH_PORT (default 8230).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { signedInToken } from './bench-login.mjs';
import { profileReport, summariseProfile } from './bench-profile.mjs';
import { ensureInstalled, fail, log, root } from './lib.mjs';
import { startDemoSimulatorForBench } from './simulator-process.mjs';

const PRISM_VERSION = '5.14.2';
// Linux counts a process's CPU time in ticks of 1/100 s (USER_HZ) in /proc/<pid>/stat.
const CLOCK_TICKS = 100;
const CONNECTIONS = 20;
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 8230);
const captcha = 'BENCH1';
const API = '/api/index.php/_pcharging';

await ensureInstalled();
const { default: autocannon } = await import('autocannon');

/** Prism's CLI in .tools/, installed with npm the first time (about 15 s). */
function ensurePrism() {
  const dir = join(root, '.tools', `prism-${PRISM_VERSION}`);
  const cli = join(dir, 'node_modules', '.bin', 'prism');
  if (existsSync(cli)) return cli;
  log(`installing Prism ${PRISM_VERSION} into .tools/ (once)`);
  const install = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      dir,
      '--no-save',
      '--no-package-lock',
      '--loglevel=error',
      `@stoplight/prism-cli@${PRISM_VERSION}`,
    ],
    { stdio: 'inherit', cwd: root },
  );
  if (install.status !== 0 || !existsSync(cli)) fail(`could not install @stoplight/prism-cli@${PRISM_VERSION}`);
  return cli;
}

/** The document as one JSON file, the way Prism reads it (Redocly's bundle, as codegen makes it). */
function bundledDocument() {
  const out = join(mkdtempSync(join(tmpdir(), 'pcharging-side-by-side-')), 'pcharging.json');
  const redocly = join(root, 'packages', 'api-client', 'node_modules', '.bin', 'redocly');
  const bundle = spawnSync(redocly, ['bundle', 'openapi/pcharging.yaml', '-o', out], { cwd: root, stdio: 'ignore' });
  if (bundle.status !== 0 || !existsSync(out)) fail('could not bundle openapi/pcharging.yaml with Redocly');
  return out;
}

/** Starts a process and resolves once `probe` answers (a child that exits first rejects with its output). */
function startProcess(command, args, probe) {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  process.on('exit', () => child.kill());
  let output = '';
  const collect = (chunk) => {
    if (output.length < 20_000) output += chunk;
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const exited = (code) => reject(new Error(`${command} exited with ${code}:\n${output}`));
    child.once('exit', exited);
    const poll = async () => {
      if (await probe().catch(() => false)) {
        child.off('exit', exited);
        resolve(child);
      } else if (Date.now() - started > 90_000) reject(new Error(`${command} did not start:\n${output}`));
      else setTimeout(poll, 250);
    };
    poll();
  });
}

const answers = (url) => async () => (await fetch(url, { method: 'POST' })).status > 0;

function form(token) {
  return new URLSearchParams({ token, 'pageinfo[page]': '1', 'pageinfo[perpage]': '20' }).toString();
}

/** The CPU time a process has used (user and system), in µs, from /proc; undefined off Linux. */
function cpuMicros(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [utime, stime] = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .slice(11, 13)
      .map(Number);
    return ((utime + stime) * 1_000_000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

/**
 * req/s and p99 of one target for `seconds`, and the CPU its process spent per answer (which the machine's load
 * hardly moves, where req/s and p99 follow it); a non-2xx answer, or for the simulator a non-success code, fails.
 */
async function load({ url, token, verifyCode, pid }) {
  const cpuBefore = cpuMicros(pid);
  const result = await autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', token },
    body: form(token),
    ...(verifyCode ? { verifyBody: (body) => body.startsWith('{"code":200') } : {}),
  });
  const cpuAfter = cpuMicros(pid);
  return {
    perSecond: result.requests.average,
    p99: result.latency.p99,
    cpuPerCall:
      cpuBefore === undefined || cpuAfter === undefined ? Number.NaN : (cpuAfter - cpuBefore) / result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx + result.mismatches,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};

console.log(
  `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${loadavg()
    .map((figure) => figure.toFixed(2))
    .join(', ')}`,
);
const prismCli = ensurePrism();
const document = bundledDocument();
const echoPort = port + 1;
const prismPort = port + 2;
const echo = await startProcess(
  process.execPath,
  [join(root, 'scripts', 'bench-echo.mjs'), String(echoPort)],
  answers(`http://127.0.0.1:${echoPort}/`),
);
const prism = await startProcess(
  prismCli,
  // Its quickest settings: examples from the document, no per-request log lines.
  [
    'mock',
    '--host',
    '127.0.0.1',
    '--port',
    String(prismPort),
    '--dynamic',
    'false',
    '--verboseLevel',
    'error',
    document,
  ],
  answers(`http://127.0.0.1:${prismPort}/Station/lists`),
);
const profileDir = process.argv.includes('--cpu-prof')
  ? mkdtempSync(join(tmpdir(), 'pcharging-side-by-side-profile-'))
  : undefined;
const simulator = await startDemoSimulatorForBench({
  port,
  captcha,
  nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
});
const token = await signedInToken(`${simulator.origin}${API}`, { account: 'admin', password: 'Admin#2026', captcha });

const prismTarget = (list) => ({
  name: `Prism 5.14 mock: ${list}`,
  url: `http://127.0.0.1:${prismPort}/${list}`,
  token,
  pid: prism.pid,
});
const simulatorTarget = (list) => ({
  name: `simulator: ${list}`,
  url: `${simulator.origin}${API}/${list}`,
  token,
  verifyCode: true,
  pid: simulator.child.pid,
});
const targets = [
  { name: 'bare Hono echo', url: `http://127.0.0.1:${echoPort}/Station/lists`, token, pid: echo.pid },
  prismTarget('Station/lists'),
  simulatorTarget('Station/lists'),
  prismTarget('Order/lists'),
  simulatorTarget('Order/lists'),
];

console.log(
  `${rounds} rounds; each target ${seconds} s under ${CONNECTIONS} connections, a form POST of a 20-row page`,
);
for (const target of targets) await load({ ...target, url: target.url }); // warm-up, not counted
// The profile is summed from here on: start-up, seeding and the warm-up left out (same monotonic clock, in µs).
const measuredFrom = Number(process.hrtime.bigint() / 1000n);
const figures = new Map(targets.map((target) => [target.name, []]));
for (let round = 1; round <= rounds; round += 1) {
  for (const target of targets) {
    const result = await load(target);
    figures.get(target.name).push(result);
    console.log(
      `  round ${round}  ${target.name.padEnd(32)} ${Math.round(result.perSecond).toString().padStart(6)} req/s  ` +
        `p99 ${String(result.p99).padStart(3)} ms  CPU ${result.cpuPerCall.toFixed(0).padStart(4)} µs a call  ` +
        `${result.failures} failed`,
    );
  }
}

const summary = (name) => {
  const results = figures.get(name);
  return {
    perSecond: median(results.map((result) => result.perSecond)),
    p99: median(results.map((result) => result.p99)),
    cpuPerCall: median(results.map((result) => result.cpuPerCall)),
    failures: results.reduce((sum, result) => sum + result.failures, 0),
  };
};
console.log('\nmedians of the rounds:');
const echoFigures = summary('bare Hono echo');
let failed = 0;
for (const target of targets) {
  const { perSecond, p99, cpuPerCall, failures } = summary(target.name);
  failed += failures;
  const list = target.name.split(': ')[1];
  const prismFigures = list && !target.name.startsWith('Prism') ? summary(`Prism 5.14 mock: ${list}`) : undefined;
  const ratios = [
    `${(perSecond / echoFigures.perSecond).toFixed(2)} × echo`,
    ...(prismFigures ? [`${(perSecond / prismFigures.perSecond).toFixed(2)} × Prism`] : []),
  ].join(', ');
  console.log(
    `  ${target.name.padEnd(32)} ${Math.round(perSecond).toString().padStart(6)} req/s  p99 ${String(p99).padStart(3)} ms  (${ratios})`,
  );
  console.log(
    `  ${''.padEnd(32)} CPU ${cpuPerCall.toFixed(0).padStart(4)} µs a call (${(cpuPerCall / echoFigures.cpuPerCall).toFixed(2)} × the echo's)`,
  );
}
console.log(
  `load average at the end: ${loadavg()
    .map((figure) => figure.toFixed(2))
    .join(', ')}`,
);
echo.kill();
prism.kill();
const exited = new Promise((resolve) => simulator.child.once('exit', resolve));
simulator.stop();
if (profileDir) {
  // The profile is written as the simulator exits.
  await exited;
  // CPU.<date>.<time>.<pid>.<thread>.<n>.cpuprofile: the main thread's is thread 0 (workers write their own).
  const [file] = readdirSync(profileDir).filter((name) => /^CPU\.\d+\.\d+\.\d+\.0\.\d+\.cpuprofile$/.test(name));
  if (!file) fail(`the simulator left no profile in ${profileDir}`);
  const served = targets
    .filter((target) => target.verifyCode)
    .reduce((sum, target) => sum + figures.get(target.name).reduce((n, round) => n + round.perSecond * seconds, 0), 0);
  const profile = JSON.parse(readFileSync(join(profileDir, file), 'utf8'));
  const { busyMs } = summariseProfile(profile, measuredFrom);
  console.log(`\nthe simulator's profile over the measured rounds (${join(profileDir, file)}):`);
  console.log(`${Math.round(served)} list calls, ${((busyMs * 1000) / served).toFixed(0)} µs of busy time each`);
  console.log(profileReport(profile, 25, measuredFrom));
}
process.exit(failed > 0 ? 1 : 0);
