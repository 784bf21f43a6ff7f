// `npm run verify-backend -- <url>`: verifies a running backend against every pact of the web app and prints its
// readiness: per operation passes, differs (the first difference) or missing; per capability offered or not and how
// much of its pact passes; the provider states it could not set, in data terms. Exit 0 when the legacy contract
// passes, 1 when it does not, 2 when the backend could not be verified at all.
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, stripVTControlCharacters } from 'node:util';
import { PACTS_DIR, type PactFile, readPactFiles } from '../pact-files';
import { BackendUrlError, backendBase, checkStatesUrl, offeredBy } from './backend';
import { legacyContractPasses, readinessReport } from './report';
import { junitReport, markdownReport } from './report-files';
import { formatReport, interactions } from './report-text';
import { outcomesOf, parseResults, type VerifierResults } from './verification';

const USAGE = `usage: npm run verify-backend -- <backend-url> [--states <states-url> [--states-key <key>]] [--json <report-file>] [--pacts <dir>]

  <backend-url>   the backend's address, such as https://backend.example (the API is under /api/index.php/_pcharging)
  --states        where the backend sets provider states on request (Pact's state-change protocol); without it, the
                  interactions that need a state are listed with what each state means in data terms.
                  Default: PACT_PROVIDER_STATES_URL. The simulator's is <url>/__sim/pact-states.
  --states-key    sent as the x-sim-key header with every call (the simulator's control surface wants its trainer
                  key). Default: PACT_PROVIDER_STATES_KEY.
  --json          also write the report as JSON
  --junit         also write it as JUnit XML (a test case per operation; one of an unoffered capability is skipped)
  --summary       also append it as Markdown to this file (a CI job's summary, such as $GITHUB_STEP_SUMMARY)
  --pacts         the folder of pact files to verify; default: contracts/pacts (the web app's, as committed)`;

class UsageError extends Error {}

const OPTIONS = {
  states: { type: 'string' },
  'states-key': { type: 'string' },
  json: { type: 'string' },
  junit: { type: 'string' },
  summary: { type: 'string' },
  pacts: { type: 'string' },
} as const;

function readArguments(argv: string[]) {
  let parsed: ReturnType<typeof parseArgs<{ args: string[]; options: typeof OPTIONS; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: OPTIONS });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const [url, ...extra] = parsed.positionals;
  if (!url) throw new UsageError('no backend URL');
  if (extra.length > 0) throw new UsageError(`one backend URL, not ${parsed.positionals.length}`);
  const pactsDir = parsed.values.pacts ?? PACTS_DIR;
  if (!existsSync(pactsDir)) throw new UsageError(`no folder ${pactsDir}`);
  return {
    baseUrl: backendBase(url),
    statesUrl: parsed.values.states ?? process.env.PACT_PROVIDER_STATES_URL,
    statesKey: parsed.values['states-key'] ?? process.env.PACT_PROVIDER_STATES_KEY,
    jsonFile: parsed.values.json,
    junitFile: parsed.values.junit,
    summaryFile: parsed.values.summary,
    pactsDir,
  };
}

const say = (line: string) => process.stdout.write(`${line}\n`);

/**
 * Runs the verifier in a child process and shows its progress: a line per pact, and on a terminal a count of the
 * interactions verified. The verifier's own output goes to a log file.
 */
async function verifyInChild(
  files: readonly PactFile[],
  baseUrl: string,
  statesUrl: string | undefined,
  statesKey: string | undefined,
): Promise<{ results: VerifierResults | undefined; logFile: string }> {
  const folder = mkdtempSync(join(tmpdir(), 'pcharging-verify-backend-'));
  const resultsFile = join(folder, 'results.json');
  const logFile = join(folder, 'verifier.log');
  const total = files.reduce((sum, file) => sum + file.interactions.length, 0);
  const child = spawn(
    process.execPath,
    [
      ...process.execArgv,
      join(import.meta.dirname, 'verifier-process.ts'),
      resultsFile,
      baseUrl,
      statesUrl ?? '',
      ...files.map((file) => file.path),
    ],
    {
      env: { ...process.env, PACT_DO_NOT_TRACK: 'true', PACT_PROVIDER_STATES_KEY: statesKey ?? '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const log: string[] = [];
  let done = 0;
  let pending = '';
  const counter = () => process.stdout.isTTY && process.stdout.write(`\r    ${done} of ${total} interactions verified`);
  child.stdout.on('data', (chunk: Buffer) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      log.push(line);
      const plain = stripVTControlCharacters(line);
      const pact = /^Verifying a pact between \S+ and (\S+)/.exec(plain);
      const file = pact && files.find((candidate) => candidate.provider === pact[1]);
      if (file) {
        if (process.stdout.isTTY) process.stdout.write('\r\x1b[K');
        say(`  ${file.provider}: ${interactions(file.interactions.length)}`);
      }
      if (/\(\S+ loading, \S+ verification\)\s*$/.test(plain)) done += 1;
      counter();
    }
  });
  child.stderr.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  await new Promise<void>((resolve) => child.on('close', () => resolve()));
  if (process.stdout.isTTY) process.stdout.write('\r\x1b[K');
  writeFileSync(logFile, `${log.join('\n')}${pending}`);
  const results = existsSync(resultsFile) ? parseResults(readFileSync(resultsFile, 'utf8')) : undefined;
  return { results, logFile };
}

async function main(argv: string[]): Promise<number> {
  const { baseUrl, statesUrl, statesKey, jsonFile, junitFile, summaryFile, pactsDir } = readArguments(argv);
  say(`Verifying ${baseUrl} against the web app's pacts`);
  const { offered, discovery } = await offeredBy(baseUrl);
  if (statesUrl) await checkStatesUrl(statesUrl, statesKey);
  const files = readPactFiles(pactsDir);
  const needing = files.flatMap((file) => file.interactions).filter((i) => (i.providerStates ?? []).length > 0);
  say(
    statesUrl
      ? `Provider states set through ${statesUrl}`
      : `No states URL: ${needing.length} interactions need a provider state this run cannot set (listed at the end)`,
  );
  const started = Date.now();
  const { results, logFile } = await verifyInChild(files, baseUrl, statesUrl, statesKey);
  if (!results) {
    process.stderr.write(`The Pact verifier could not run; its output is in ${logFile}\n`);
    return 2;
  }
  say(`Verified in ${((Date.now() - started) / 1000).toFixed(1)} s (the verifier's own output: ${logFile})\n`);
  const report = readinessReport({
    verified: outcomesOf(files, results),
    offered,
    discovery,
    statesSet: Boolean(statesUrl),
  });
  say(formatReport(report, baseUrl));
  if (jsonFile) writeFileSync(jsonFile, `${JSON.stringify({ baseUrl, ...report }, null, 2)}\n`);
  if (junitFile) writeFileSync(junitFile, junitReport(report, baseUrl));
  if (summaryFile) appendFileSync(summaryFile, markdownReport(report, baseUrl));
  return legacyContractPasses(report) ? 0 : 1;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError) process.stderr.write(`${error.message}\n\n${USAGE}\n`);
  else if (error instanceof BackendUrlError) process.stderr.write(`${error.message}\n`);
  else throw error;
  process.exitCode = 2;
}
