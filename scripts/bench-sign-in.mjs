// `npm run bench:sign-in`: does a wrong password tell whether the account exists? Starts the simulator at the
// production password cost (PCHARGING_PASSWORD_COST unset), then signs in alternately with a wrong password to an
// existing account and to names that do not exist, and prints the median answer time of each and how far apart
// they are (the aim: within 20 %). The throttles are cleared through /__sim before each try, as a trainer could,
// so that every try does the full check.
//   BENCH_PORT (default 8297), BENCH_ROUNDS (20)
import { loginAttempt } from './bench-login.mjs';
import { ensureInstalled } from './lib.mjs';
import { startDemoSimulatorForBench } from './simulator-process.mjs';

const port = Number(process.env.BENCH_PORT ?? 8297);
const rounds = Number(process.env.BENCH_ROUNDS ?? 20);
const captcha = 'BENCH1';
const simKey = 'bench-trainer-key';

await ensureInstalled();
const env = { ...process.env };
delete env.PCHARGING_PASSWORD_COST;
process.env = env;
const simulator = await startDemoSimulatorForBench({ port, captcha, env: { PCHARGING_SIM_KEY: simKey } });
const base = `${simulator.origin}/api/index.php/_pcharging`;
/** One wrong sign-in, with the throttles cleared first; returns the milliseconds the login call took. */
async function wrongSignIn(account) {
  await fetch(`${simulator.origin}/__sim/sign-in-throttle`, { method: 'DELETE', headers: { 'x-sim-key': simKey } });
  const { answer, ms } = await loginAttempt(base, { account, password: 'Wrong#Password1', captcha });
  if (answer.code !== 1003) throw new Error(`sign-in as ${account}: expected 1003, got ${JSON.stringify(answer)}`);
  return ms;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

// Warm-up: the server's first hashes, and the one unknown names are checked against.
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
console.log(`\n  Wrong password at the production cost, ${rounds} tries each (median):`);
console.log(
  `    existing account 'admin'   ${knownMedian.toFixed(1)} ms  (min ${Math.min(...known).toFixed(1)}, max ${Math.max(...known).toFixed(1)})`,
);
console.log(
  `    unknown names              ${unknownMedian.toFixed(1)} ms  (min ${Math.min(...unknown).toFixed(1)}, max ${Math.max(...unknown).toFixed(1)})`,
);
console.log(
  `    apart                      ${apart.toFixed(1)} % ${apart <= 20 ? '(within 20 %)' : '(MORE than 20 %)'}\n`,
);
process.exit(apart <= 20 ? 0 : 1);
