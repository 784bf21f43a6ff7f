// `npm run bench:fleet`: seeds the `large` profile (~60,000 ports) into its own database, starts the simulator with
// the fleet engine running at 1 simulated second per second, connects 50 live-push clients, and measures for a
// while: engine tick cost p50/p99, push latency p99 (event time to receipt) and the simulator's CPU use.
// Not part of `npm test`; its figures go in the README.
//   npm run bench:fleet               seed anew, then measure
//   npm run bench:fleet -- --reuse    measure the database a previous run left (skips seeding)
// BENCH_PORT (default 8198), BENCH_CLIENTS (default 50), BENCH_SECONDS (default 60).
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { ensureInstalled, fail, root } from './lib.mjs';
import { startSimulatorForBench } from './simulator-process.mjs';

const reuse = process.argv.includes('--reuse');
const port = Number(process.env.BENCH_PORT ?? 8198);
const clientCount = Number(process.env.BENCH_CLIENTS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const databasePath = join(root, '.data', 'bench-fleet.sqlite');
const captcha = 'BENCH1';
const simKey = randomBytes(16).toString('hex');
const origin = `http://127.0.0.1:${port}`;
const base = `${origin}/api/index.php/_pcharging`;

await ensureInstalled();
// ws is the simulator's dependency; the bench borrows it rather than adding one to the root.
const { WebSocket } = createRequire(join(root, 'apps', 'simulator', 'package.json'))('ws');

if (reuse && !existsSync(databasePath)) fail(`--reuse needs ${databasePath}; run once without it`);
console.log(
  `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
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
    PCHARGING_FLEET: 'on',
    PCHARGING_FLEET_SPEED: '1',
  },
});

const control = async (path, method = 'GET') => {
  const response = await fetch(`${origin}/__sim${path}`, { method, headers: { 'x-sim-key': simKey } });
  if (!response.ok) throw new Error(`/__sim${path}: HTTP ${response.status}`);
  return response.json();
};

const captchaResponse = await fetch(`${base}/Base/verification_code`, { method: 'POST' });
const cookie = (captchaResponse.headers.get('set-cookie') ?? '').split(';')[0];
const md5 = (text) => createHash('md5').update(text).digest('hex');
const login = await fetch(`${base}/Admin_user/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
  body: new URLSearchParams({
    'params[account]': 'admin',
    'params[pwd]': md5('Admin#2026'),
    'params[code]': captcha,
    'params[type]': '2',
  }).toString(),
}).then((response) => response.json());
const token = login.data.role_list[0].login_token;

const latencies = [];
const counts = new Map();
let measuring = false;
const sockets = await Promise.all(
  Array.from(
    { length: clientCount },
    () =>
      new Promise((resolve, reject) => {
        const socket = new WebSocket(`ws://127.0.0.1:${port}/api/index.php/_pcharging/live`);
        socket.on('message', (raw) => {
          const received = Date.now();
          const message = JSON.parse(raw.toString());
          if (!measuring || message.type === 'hello') return;
          counts.set(message.type, (counts.get(message.type) ?? 0) + 1);
          latencies.push(received - message.at);
        });
        socket.once('open', () => {
          socket.send(JSON.stringify({ type: 'auth', token }));
          resolve(socket);
        });
        socket.once('error', reject);
      }),
  ),
);
console.log(`${sockets.length} live clients connected; warming up (the engine reads the network) …`);
await new Promise((done) => setTimeout(done, 10_000));

await control('/stats/reset', 'POST');
const before = await control('/stats');
measuring = true;
console.log(`measuring for ${seconds} s at 1 simulated second per second …`);
await new Promise((done) => setTimeout(done, seconds * 1000));
measuring = false;
const after = await control('/stats');

const cpuMicros = after.cpu.userMicros + after.cpu.systemMicros - (before.cpu.userMicros + before.cpu.systemMicros);
const wallMs = after.cpu.uptimeMs - before.cpu.uptimeMs;
latencies.sort((a, b) => a - b);
const percentile = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;

console.log('');
console.log(`ticks run                 ${after.ticks.ticks}`);
console.log(`tick cost p50 / p99 / max ${after.ticks.p50Ms} / ${after.ticks.p99Ms} / ${after.ticks.maxMs} ms`);
console.log(
  `messages received         ${latencies.length} (${[...counts].map(([type, n]) => `${type} ${n}`).join(', ')})`,
);
console.log(`push latency p50 / p99    ${percentile(0.5)} / ${percentile(0.99)} ms`);
console.log(`simulator CPU             ${((cpuMicros / 1000 / wallMs) * 100).toFixed(1)} % of one core`);

for (const socket of sockets) socket.terminate();
simulator.stop();
process.exit(0);
