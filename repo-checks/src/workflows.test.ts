import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv, type ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = join(import.meta.dirname, '..', '..');
const workflowsDir = join(root, '.github', 'workflows');
const workflows = readdirSync(workflowsDir).filter((name) => /\.ya?ml$/.test(name));

// SchemaStore's schema of GitHub workflow files, as published (see schemas/README.md).
const schema: unknown = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', 'schemas', 'github-workflow.json'), 'utf8'),
);
const validate = new Ajv({ strict: false, allErrors: true }).compile(
  typeof schema === 'object' && schema !== null ? schema : {},
);

function problemsOf(document: unknown): string[] {
  if (validate(document)) return [];
  return (validate.errors ?? []).map((error: ErrorObject) => `${error.instancePath || '/'} ${error.message ?? ''}`);
}

const workflowOf = (name: string): unknown => parse(readFileSync(join(workflowsDir, name), 'utf8'));

describe('the CI workflows', () => {
  it('are the CI run and the backend readiness check', () => {
    expect(workflows.sort()).toEqual(['ci.yml', 'verify-backend.yml']);
  });

  it.each(workflows)('%s is a workflow GitHub accepts, by its published schema', (name) => {
    expect(problemsOf(workflowOf(name))).toEqual([]);
  });

  it('refuses what GitHub would refuse (the schema is really applied)', () => {
    expect(problemsOf({ on: 'push', jobs: { test: { steps: [{ run: 'npm test' }] } } })).not.toEqual([]);
    expect(problemsOf({ on: 'push', jobs: { test: { 'runs-on': 'ubuntu-24.04', stepz: [] } } })).not.toEqual([]);
    expect(
      problemsOf({ on: 'push', jobs: { test: { 'runs-on': 'ubuntu-24.04', steps: [{ run: 'npm test' }] } } }),
    ).toEqual([]);
  });

  it('runs npm test in CI, as a developer does, with e2e in shards', () => {
    const text = readFileSync(join(workflowsDir, 'ci.yml'), 'utf8');
    expect(text).toMatch(/npm test -- e2e --shard=.+\/3$/m);
    expect(text).toContain('npm test -- simulator');
  });

  it('lets a backend team call the readiness check with its URL, a states URL and key', () => {
    const workflow = workflowOf('verify-backend.yml');
    const call = typeof workflow === 'object' && workflow !== null ? Object(workflow).on?.workflow_call : undefined;
    expect(Object.keys(call?.inputs ?? {})).toEqual(
      expect.arrayContaining(['backend-url', 'states-url', 'contracts-repository']),
    );
    expect(Object.keys(call?.secrets ?? {})).toEqual(['states-key']);
  });
});
