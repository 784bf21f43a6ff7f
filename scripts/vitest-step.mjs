// Runs vitest for one `npm test` step and remembers which tests failed, so that the summary at the very end of
// a long run (the part a CI log keeps) names them instead of only the step.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { root, run } from './lib.mjs';

const vitestEntry = join(root, 'node_modules', 'vitest', 'vitest.mjs');

/** The failed tests of a vitest JSON report, one line each: file › test: first line of the error. */
export function failuresOf(reportPath) {
  if (!existsSync(reportPath)) return ['(vitest wrote no report: it stopped before the tests ran)'];
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  const lines = [];
  for (const file of report.testResults ?? []) {
    const where = relative(root, file.name);
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      const firstLine = String(test.failureMessages?.[0] ?? '').split('\n')[0];
      lines.push(`${where} › ${test.fullName ?? test.title}: ${firstLine}`);
    }
    if (failedTests.length === 0 && file.status === 'failed') {
      lines.push(`${where}: ${String(file.message ?? 'failed to load').split('\n')[0]}`);
    }
  }
  return lines;
}

/**
 * Runs `vitest run` with the given arguments on `node` (this process's Node unless given); resolves with the exit
 * code and the failed tests.
 */
export async function runVitest(args, env, node = process.execPath) {
  const reportPath = join(mkdtempSync(join(tmpdir(), 'pcharging-vitest-')), 'report.json');
  const code = await run(
    node,
    [vitestEntry, 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${reportPath}`],
    { env },
  );
  return { code, failures: code === 0 ? [] : failuresOf(reportPath) };
}
