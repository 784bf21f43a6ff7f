import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const SCRIPT = join(import.meta.dirname, '..', 'check-pact-drift.mjs');
const workDir = mkdtempSync(join(tmpdir(), 'pact-drift-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const interaction = (description: string, status = 200) => ({
  description,
  providerStates: [{ name: 'an account is signed in', params: { account: 'admin' } }],
  request: { method: 'POST', path: `/${description}` },
  response: { status },
});
const pact = (interactions: unknown[], version = '16.5.0', provider = 'pcharging-api') => ({
  consumer: { name: 'pcharging-web' },
  interactions,
  metadata: { 'pact-js': { version } },
  provider: { name: provider },
});

type Folder = Record<string, unknown>;
const LEGACY = 'pcharging-web-pcharging-api.json';
const SESSIONS = 'pcharging-web-pcharging-api-sessions.json';

function write(name: string, files: Folder): string {
  const dir = join(workDir, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
  for (const [file, content] of Object.entries(files)) writeFileSync(join(dir, file), JSON.stringify(content));
  return dir;
}

function drift(before: Folder, after: Folder) {
  const run = spawnSync(process.execPath, [SCRIPT, write('before', before), write('after', after)], {
    encoding: 'utf8',
  });
  return { status: run.status, stderr: run.stderr };
}

const sessions = pact([interaction('a page of sessions')], '16.5.0', 'pcharging-api-sessions');

describe('check-pact-drift.mjs', () => {
  it('passes when only the metadata and the order differ', () => {
    const before = { [LEGACY]: pact([interaction('a'), interaction('b')]), [SESSIONS]: sessions };
    const after = { [LEGACY]: pact([interaction('b'), interaction('a')], '16.6.0'), [SESSIONS]: sessions };
    expect(drift(before, after).status).toBe(0);
  });

  it('names an interaction removed from a committed pact', () => {
    const result = drift(
      { [LEGACY]: pact([interaction('a')]) },
      { [LEGACY]: pact([interaction('a'), interaction('kept by the tests')]) },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `${LEGACY}:\n  interactions the consumer tests add but the committed pact lacks:\n    - kept`,
    );
  });

  it('names an interaction no consumer test records any more', () => {
    const result = drift(
      { [LEGACY]: pact([interaction('a'), interaction('stale')]) },
      { [LEGACY]: pact([interaction('a')]) },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('no consumer test records:\n    - stale');
  });

  it('names an interaction recorded differently, in the file that holds it', () => {
    const result = drift(
      { [LEGACY]: pact([interaction('a')]), [SESSIONS]: sessions },
      {
        [LEGACY]: pact([interaction('a')]),
        [SESSIONS]: pact([interaction('a page of sessions', 500)], '16.5.0', 'pcharging-api-sessions'),
      },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `${SESSIONS}:\n  interactions recorded differently from the committed pact:\n    - a page of sessions`,
    );
  });

  it('names a committed pact file no consumer test writes any more', () => {
    const result = drift(
      { [LEGACY]: pact([interaction('a')]), [SESSIONS]: sessions },
      { [LEGACY]: pact([interaction('a')]) },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`committed pact files no consumer test writes:\n  - ${SESSIONS}`);
  });

  it('names a pact file the consumer tests write but nobody committed', () => {
    const result = drift(
      { [LEGACY]: pact([interaction('a')]) },
      { [LEGACY]: pact([interaction('a')]), [SESSIONS]: sessions },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`committed pacts lack:\n  - ${SESSIONS}`);
  });
});
