// `npm test`: every check of the project, in order, with a summary. Exits non-zero when any step fails.
import { appendFileSync, copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { ensureInstalled, fail, log, pnpm, root, run } from './lib.mjs';
import {
  prepareImageNodeInBackground,
  providerVerification,
  SIMULATOR_PROJECT,
  simulatorTests,
} from './test-image-node.mjs';
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

/** The summary as a CI service's job summary shows it (GitHub's GITHUB_STEP_SUMMARY takes Markdown). */
function markdownSummary(results, load) {
  const cell = (text) => text.replaceAll('|', '\\|');
  const rows = results.map(
    (result) =>
      `| ${result.ok ? '✅' : '❌'} | ${cell(result.name)} | ${result.seconds.toFixed(1)} s | ${result.failures.map(cell).join('<br>')} |`,
  );
  return [
    '### npm test',
    '',
    '| | step | time | failed tests |',
    '|---|---|---|---|',
    ...rows,
    '',
    `load average ${load}`,
    '',
  ].join('\n');
}

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

const only = process.argv.slice(2).filter((word) => !word.startsWith('--'));
// CI splits e2e across jobs: `npm test -- e2e --shard=1/3` hands the shard to Playwright.
const e2eArgs = process.argv.slice(2).filter((word) => word.startsWith('--shard='));
// The inner loop leaves out the screens' tests (apps/web/src/app/), which render the whole app against an
// in-process simulator: five sixths of the unit step's time. The full run and `npm test -- unit` keep them.
const unitScope = only.includes('quick') ? ['--exclude', '**/src/app/**'] : [];
const selected = (name, tag) => only.length === 0 || only.some((word) => word === tag || name.includes(word));
// `quick` marks the inner loop's steps (`npm test -- quick`). The simulator's tests and the provider verification
// run once, on the image's Node (test-image-node.mjs), so the unit step leaves the simulator's project out.
const steps = [
  ['generated code is current', () => pnpm(['--filter', '@pcharging/api-client', 'run', 'codegen:check'])],
  ['OpenAPI lint', () => run(redocly, ['lint'], { env })],
  ['typecheck', () => pnpm(['-r', '--workspace-concurrency=2', 'run', 'typecheck']), 'quick'],
  ['lint', () => run(bin('biome'), ['check', '.']), 'quick'],
  ['unit tests', () => runVitest(['--project', `!${SIMULATOR_PROJECT}`, ...unitScope], env), 'quick'],
  ['contracts: consumer', consumerContracts, 'quick'],
  ['contracts: coverage, conformance', () => runVitest(['-c', 'contracts/vitest.checks.config.ts'], env)],
  ["simulator tests (the image's Node)", () => simulatorTests(env)],
  ["contracts: provider (the image's Node)", () => providerVerification(env)],
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
        ['test', '--config', 'e2e/playwright.config.ts', ...e2eArgs],
        {
          env: { ...env, CHROMIUM_PATH: chromium.path },
        },
      );
    },
  ],
];

const unmatched = only.filter((word) => !steps.some(([name, , tag]) => word === tag || name.includes(word)));
if (unmatched.length > 0) fail(`no step of npm test is named by ${unmatched.map((word) => `"${word}"`).join(', ')}`);
const started = Date.now();
await ensureInstalled();
if (steps.some(([name, , tag]) => name.includes("image's Node") && selected(name, tag))) prepareImageNodeInBackground();
const results = [];
for (const [name, step, tag] of steps) {
  if (!selected(name, tag)) continue;
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
const load = loadavg()
  .map((figure) => figure.toFixed(2))
  .join(', ');
process.stdout.write(`  total ${((Date.now() - started) / 1000).toFixed(1)} s (load average now ${load})\n`);
process.stdout.write(`steps: ${results.length - failed} passed, ${failed} failed\n`);
if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, markdownSummary(results, load));
process.exit(failed === 0 ? 0 : 1);
