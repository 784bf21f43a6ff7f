import { operations } from '@pcharging/api-client/operations';
import { isSuccessCode } from '@pcharging/api-client/wire';
import { describe, expect, it } from 'vitest';
import { documentedExample, exampleRequest, multipartBodies } from './testing/documented-examples';
import type { Harness } from './testing/harness';
import { signedInSuite } from './testing/signed-in-suite';

/** Operations guarded by an action string: every one a read-only role must be refused. */
const guardedMutations = operations.filter(
  (operation) => operation.mutating && !operation.isPublic && operation.permission !== 'authenticated',
);

async function answerCode(harness: Harness, request: Request): Promise<unknown> {
  const response = await harness.app.fetch(request);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { code: unknown; msg: string };
  return body.code === 200 || isSuccessCode(body.code) ? 'ok' : `${String(body.code)} ${body.msg}`;
}

it('covers every mutating operation: each has an example, or a built body for a file upload', () => {
  expect(guardedMutations.length).toBeGreaterThan(40);
  const missing = guardedMutations.filter(
    (operation) => !documentedExample(operation) && !multipartBodies[operation.operationId],
  );
  expect(missing.map((operation) => operation.operationId)).toEqual([]);
});

describe('a read-only auditor is refused every change', () => {
  const suite = signedInSuite(['auditor']);

  it.each(guardedMutations.map((operation) => [operation.operationId, operation] as const))(
    '%s answers 403',
    async (_, operation) => {
      expect(await answerCode(suite.harness, exampleRequest(operation, suite.tokenOf('auditor')))).toMatch(/^403 /);
    },
  );
});

describe('an administrator may make every change', () => {
  const suite = signedInSuite(['admin'], { fresh: 'test' });
  it.each(guardedMutations.map((operation) => [operation.operationId, operation] as const))(
    '%s succeeds with its documented example on a fresh demo seed',
    async (_, operation) => {
      expect(await answerCode(suite.harness, exampleRequest(operation, suite.tokenOf('admin')))).toBe('ok');
    },
  );
});
