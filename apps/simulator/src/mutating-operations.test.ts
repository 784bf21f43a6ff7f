import * as XLSX from '@e965/xlsx';
import { API_BASE_PATH } from '@pcharging/api-client';
import { openapiDocument } from '@pcharging/api-client/openapi';
import { type OperationDescriptor, operations } from '@pcharging/api-client/operations';
import { encodeForm, type FormBody, isSuccessCode } from '@pcharging/api-client/wire';
import { encodePng } from '@pcharging/seeds';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, signIn } from './testing/harness';

interface MediaType {
  example?: FormBody;
}
type PathItem = Record<string, { requestBody?: { content?: Record<string, MediaType> } }>;

/** The request example the OpenAPI document gives an operation: a call that succeeds on a fresh demo seed. */
function documentedExample(operation: OperationDescriptor): FormBody | undefined {
  const paths = openapiDocument.paths as Record<string, PathItem>;
  const content = paths[operation.path]?.[operation.method]?.requestBody?.content ?? {};
  return Object.values(content).find((media) => media.example)?.example;
}

/** Multipart operations carry a file, which a YAML example cannot: their bodies are built here. */
const multipartBodies: Record<string, () => FormData> = {
  importRfidCards: () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['card_no'], ['RF77000001'], ['RF77000002']]), 'Cards');
    const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
    const form = new FormData();
    form.set('file', new File([bytes], 'cards.xlsx', { type: 'application/octet-stream' }));
    return form;
  },
  uploadImage: () => {
    const form = new FormData();
    form.set('file', new File([new Uint8Array(encodePng(1, 1, new Uint8Array(3)))], 'logo.png', { type: 'image/png' }));
    return form;
  },
};

/** Operations guarded by an action string: every one a read-only role must be refused. */
const guardedMutations = operations.filter(
  (operation) => operation.mutating && !operation.isPublic && operation.permission !== 'authenticated',
);

function requestFor(operation: OperationDescriptor, token: string): Request {
  const url = `http://sim.test${API_BASE_PATH}${operation.path}`;
  const multipart = multipartBodies[operation.operationId];
  if (multipart) {
    const form = multipart();
    form.set('token', token);
    return new Request(url, { method: 'POST', headers: { token }, body: form });
  }
  const example = documentedExample(operation) ?? {};
  return new Request(url, {
    method: 'POST',
    headers: { token, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: encodeForm({ ...example, token }),
  });
}

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
  let harness: Harness;
  let token: string;
  beforeAll(async () => {
    harness = await createHarness();
    token = (await signIn(harness, 'auditor')).token;
  });
  afterAll(() => harness.close());

  it.each(guardedMutations.map((operation) => [operation.operationId, operation] as const))(
    '%s answers 403',
    async (_, operation) => {
      expect(await answerCode(harness, requestFor(operation, token))).toMatch(/^403 /);
    },
  );
});

describe('an administrator may make every change', () => {
  it.each(guardedMutations.map((operation) => [operation.operationId, operation] as const))(
    '%s succeeds with its documented example on a fresh demo seed',
    async (_, operation) => {
      const harness = await createHarness();
      try {
        const { token } = await signIn(harness, 'admin');
        expect(await answerCode(harness, requestFor(operation, token))).toBe('ok');
      } finally {
        harness.close();
      }
    },
  );
});
