// `npm test`: every check of the project, in order, with a summary. Exits non-zero when any step fails.
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { ensureInstalled, log, pnpm, root, run } from './lib.mjs';
import { testOnImageNode } from './test-image-node.mjs';
import { runVitest } from './vitest-step.mjs';
import { ensureWebBuilt } from './web-build.mjs';
import { reportRouteSizes } from './web-size.mjs';

const bin = (name) => join(root, 'node_modules', '.bin', name);
const redocly = join(root, 'packages', 'api-client', 'node_modules', '.bin', 'redocly');
// Test suites sign in thousands of times: their password hashes use scrypt at 2^12 instead of 2^17 (each hash
// records its cost, so nothing else changes).
const env = {
  ...process.env,
  PACT_DO_NOT_TRACK: 'true',
  FORCE_COLOR: process.env.FORCE_COLOR ?? '1',
  PCHARGING_PASSWORD_COST: process.env.PCHARGING_PASSWORD_COST ?? '12',
};

const PACTS_DIR = join(root, 'contracts', 'pacts');
const pactFiles = (dir) => readdirSync(dir).filter((name) => name.endsWith('.json'));

/** Puts the pact files of `from` in `to`, in place of the ones there. */
function replacePacts(from, to) {
  for (const name of pactFiles(to)) rmSync(join(to, name));
  for (const name of pactFiles(from)) copyFileSync(join(from, name), join(to, name));
}

/**
 * The consumer run rewrites every pact file from the tests; the committed files must come out unchanged, so that
 * an interaction or a pact file removed from (or edited in) the committed pacts turns the run red.
 */
async function consumerContracts() {
  const before = mkdtempSync(join(tmpdir(), 'pcharging-pacts-'));
  replacePacts(PACTS_DIR, before);
  const outcome = await runVitest(['-c', 'contracts/vitest.consumer.config.ts'], env);
  if (outcome.code !== 0) {
    replacePacts(before, PACTS_DIR);
    return outcome;
  }
  return run(process.execPath, [join(root, 'contracts', 'check-pact-drift.mjs'), before], { env });
}

const steps = [
  ['generated code is current', () => pnpm(['--filter', '@pcharging/api-client', 'run', 'codegen:check'])],
  ['OpenAPI lint', () => run(redocly, ['lint'], { env })],
  ['typecheck', () => pnpm(['-r', '--workspace-concurrency=2', 'run', 'typecheck'])],
  ['lint', () => run(bin('biome'), ['check', '.'])],
  ['unit and simulator tests', () => runVitest([], env)],
  ['contracts: consumer', consumerContracts],
  ['contracts: coverage, conformance', () => runVitest(['-c', 'contracts/vitest.checks.config.ts'], env)],
  ['contracts: provider', () => runVitest(['-c', 'contracts/vitest.provider.config.ts'], env)],
  ["simulator and provider on the image's Node", testOnImageNode],
  ['web build and route sizes', async () => ((await ensureWebBuilt()) === 0 ? reportRouteSizes() : 1)],
  [
    'e2e in Chromium',
    async () => {
      if ((await ensureWebBuilt()) !== 0) return 1;
      const chromium = ensureChromium();
      if (!chromium.path) {
        process.stderr.write(`${chromium.message}\n`);
        return 1;
      }
      return run(
        join(root, 'e2e', 'node_modules', '.bin', 'playwright'),
        ['test', '--config', 'e2e/playwright.config.ts'],
        {
          env: { ...env, CHROMIUM_PATH: chromium.path },
        },
      );
    },
  ],
];

const only = process.argv.slice(2);
const started = Date.now();
await ensureInstalled();
const results = [];
for (const [name, step] of steps) {
  if (only.length > 0 && !only.some((word) => name.includes(word))) continue;
  log(`${name}`);
  const stepStarted = Date.now();
  const outcome = await step();
  const { code, failures } = typeof outcome === 'number' ? { code: outcome, failures: [] } : outcome;
  results.push({ name, ok: code === 0, failures, seconds: (Date.now() - stepStarted) / 1000 });
}

process.stdout.write('\nSummary\n');
for (const result of results) {
  process.stdout.write(
    `  ${result.ok ? '\x1b[32m✓\x1b[0m' : '\x1b[31m✗\x1b[0m'} ${result.name} (${result.seconds.toFixed(1)} s)\n`,
  );
  for (const failure of result.failures) process.stdout.write(`      ${failure}\n`);
}
const failed = results.filter((r) => !r.ok).length;
process.stdout.write(`  total ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
process.stdout.write(`steps: ${results.length - failed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);
