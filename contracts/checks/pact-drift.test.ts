import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
const pact = (interactions: unknown[], version = '16.5.0') => ({
  consumer: { name: 'pcharging-web' },
  interactions,
  metadata: { 'pact-js': { version } },
  provider: { name: 'pcharging-api' },
});

function drift(before: unknown, after: unknown) {
  const beforePath = join(workDir, 'before.json');
  const afterPath = join(workDir, 'after.json');
  writeFileSync(beforePath, JSON.stringify(before));
  writeFileSync(afterPath, JSON.stringify(after));
  const run = spawnSync(process.execPath, [SCRIPT, beforePath, afterPath], { encoding: 'utf8' });
  return { status: run.status, stderr: run.stderr };
}

describe('check-pact-drift.mjs', () => {
  it('passes when only the metadata and the order differ', () => {
    const before = pact([interaction('a'), interaction('b')]);
    const after = pact([interaction('b'), interaction('a')], '16.6.0');
    expect(drift(before, after).status).toBe(0);
  });

  it('names an interaction removed from the committed pact', () => {
    const result = drift(pact([interaction('a')]), pact([interaction('a'), interaction('kept by the tests')]));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('committed pact lacks:\n  - kept by the tests');
  });

  it('names an interaction no consumer test records any more', () => {
    const result = drift(pact([interaction('a'), interaction('stale')]), pact([interaction('a')]));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('no consumer test records:\n  - stale');
  });

  it('names an interaction recorded differently', () => {
    const result = drift(pact([interaction('a', 200)]), pact([interaction('a', 500)]));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('recorded differently from the committed pact:\n  - a');
  });
});
