import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGACY_PACT_FILE, pactFileOf, readPactFile } from '../pact-files';
import { offeredBy } from './backend';
import { legacyContractPasses, readinessReport } from './report';
import { formatReport } from './report-text';
import { runVerifyBackend } from './run-cli';
import { backendVerifierOptions, outcomesOf, runVerifier } from './verification';

async function listening(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

/** A few interactions of a pact, in a file of their own: a backend that answers nothing right fails them all quickly. */
function firstInteractions(path: string, count: number): string {
  const pact = JSON.parse(readFileSync(path, 'utf8'));
  const file = join(mkdtempSync(join(tmpdir(), 'pcharging-pact-part-')), 'pact.json');
  writeFileSync(file, JSON.stringify({ ...pact, interactions: pact.interactions.slice(0, count) }));
  return file;
}

describe('a backend that answers every call with a web page', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      req.resume();
      req.on('end', () =>
        res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>It works!</body></html>'),
      );
    });
    url = await listening(server);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads as a legacy backend missing every operation, with the states it would need in data terms', async () => {
    const files = [readPactFile(firstInteractions(LEGACY_PACT_FILE, 6)), readPactFile(pactFileOf('discovery'))];
    const results = await runVerifier(backendVerifierOptions({ baseUrl: url, pactUrls: files.map((f) => f.path) }));
    const report = readinessReport({
      verified: outcomesOf(files, results),
      ...(await offeredBy(url)),
      statesSet: false,
    });
    expect(report.operations.map((row) => row.result)).toEqual(report.operations.map(() => 'missing'));
    expect([legacyContractPasses(report), report.discovery, report.offered]).toEqual([false, false, []]);
    const signedIn = report.unsetStates.find((state) => state.name === 'an account is signed in');
    expect(signedIn?.meaning).toMatch(/^account admin has a valid session whose token is pact-token-admin-/);
    expect(formatReport(report, url)).toContain('content type: expected application/json, got text/html');
  });
});

describe('npm run verify-backend refuses what it cannot verify', () => {
  it('says so when nothing answers at the URL', async () => {
    const server = createServer();
    const url = await listening(server);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const run = await runVerifyBackend([url]);
    expect([run.code, run.stderr.trim()]).toEqual([2, `cannot reach ${url}: ECONNREFUSED`]);
  });

  it('says so when the address is no http URL', async () => {
    const run = await runVerifyBackend(['localhost:8080']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('"localhost:8080" is not an http(s) URL');
  });
});
