import { type OperationDescriptor, operations } from '@pcharging/api-client/operations';
import { requestSchemas } from '@pcharging/api-client/request-schemas';
import { encodeForm } from '@pcharging/api-client/wire';
import { describe, expect, it } from 'vitest';
import { XLSX_CONTENT_TYPE } from './lib/spreadsheet';
import { documentedExample } from './testing/documented-examples';
import type { Harness } from './testing/harness';
import { signedInSuite } from './testing/signed-in-suite';

/**
 * Every operation of the document, fed bodies built from its own request schema: each field in turn given a wrong
 * type, a 10,000-character string, huge and negative numbers, NUL bytes, unicode and broken UTF-8, array and object
 * syntax; plus a field the schema does not know. The rest of the body is the document's example, so a hostile value
 * reaches the handler whenever validation lets it through.
 */

interface FieldSchema {
  readonly type?: string | readonly string[];
}

interface Variant {
  readonly label: string;
  /** The encoded `params[name]…=value` pair or pairs replacing the field's own. */
  readonly pairs: string;
  /** The answer must be 1001 naming the field: syntax the wire never allows. */
  readonly mustRefuse: boolean;
}

const STACK_TRACE = /\bat .+\.(ts|js):\d+|\bError:|\bstack\b|node_modules|sqlite/i;
const BROKEN_UTF8 = '%ED%A0%80%C3%28';

function typesOf(schema: FieldSchema): readonly string[] {
  if (!schema.type) return [];
  return typeof schema.type === 'string' ? [schema.type] : schema.type;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `params` fields (and `pageinfo` ones) with their schemas, from the operation's request body schema. */
function requestFields(operationId: string): Array<{ group: string; name: string; schema: FieldSchema }> {
  const root = requestSchemas[operationId]?.schema;
  if (!root || !isObject(root.properties)) return [];
  const fields: Array<{ group: string; name: string; schema: FieldSchema }> = [];
  for (const group of ['params', 'pageinfo']) {
    const groupSchema = root.properties[group];
    if (!isObject(groupSchema)) continue;
    const parts = [groupSchema, ...(Array.isArray(groupSchema.allOf) ? groupSchema.allOf : [])];
    for (const part of parts) {
      if (!isObject(part) || !isObject(part.properties)) continue;
      for (const [name, schema] of Object.entries(part.properties)) {
        fields.push({ group, name, schema: isObject(schema) ? schema : {} });
      }
    }
  }
  return fields;
}

function variantsFor(group: string, name: string, schema: FieldSchema): Variant[] {
  const key = `${group}[${name}]`;
  const pair = (value: string) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`;
  const numeric = typesOf(schema).some((type) => type === 'integer' || type === 'number');
  return [
    { label: 'wrong type', pairs: pair(numeric ? 'twelve' : '{"nested":[1,2,3]}'), mustRefuse: false },
    { label: '10,000 characters', pairs: pair('x'.repeat(10_000)), mustRefuse: false },
    { label: 'huge number', pairs: pair('1e309'), mustRefuse: false },
    { label: 'beyond 2^53', pairs: pair('9007199254740993123'), mustRefuse: false },
    { label: 'negative', pairs: pair('-2147483649'), mustRefuse: false },
    { label: 'NUL bytes', pairs: pair('a\u0000b\u0000'), mustRefuse: false },
    { label: 'unicode', pairs: pair('Ünïcødé 電動車 🚗 \u202eevil\u202c ﷽'), mustRefuse: false },
    { label: 'broken UTF-8', pairs: `${encodeURIComponent(key)}=${BROKEN_UTF8}`, mustRefuse: false },
    { label: 'array syntax', pairs: `${encodeURIComponent(`${key}[]`)}=1`, mustRefuse: true },
    { label: 'object syntax', pairs: `${encodeURIComponent(`${key}[x]`)}=1`, mustRefuse: true },
  ];
}

/** The example body without the field the variant replaces, as form pairs. */
function baseBody(operation: OperationDescriptor, group: string | null, name: string | null, token: string): string {
  const example = documentedExample(operation) ?? {};
  const body: Record<string, unknown> = { ...example, token };
  if (group && name && isObject(body[group])) {
    const { [name]: _replaced, ...rest } = body[group];
    body[group] = rest;
  }
  return encodeForm(body as Parameters<typeof encodeForm>[0]);
}

async function problemWith(
  harness: Harness,
  operation: OperationDescriptor,
  body: string,
  token: string,
  mustRefuse: { field: string } | null,
): Promise<string | null> {
  let response: Response;
  try {
    response = await harness.send(operation.path, { method: operation.method.toUpperCase(), token, body });
  } catch (error) {
    // The harness throws when an answer does not match the operation's documented answer schema.
    return `answer off the document: ${error instanceof Error ? error.message.slice(0, 200) : String(error)}`;
  }
  if (response.status >= 500) return `HTTP ${response.status}`;
  // An export that went through answers its workbook.
  if ((response.headers.get('content-type') ?? '').startsWith(XLSX_CONTENT_TYPE) && !mustRefuse) return null;
  const text = await response.text();
  if (STACK_TRACE.test(text)) return `leaks internals: ${text.slice(0, 160)}`;
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    return `not JSON: ${text.slice(0, 80)}`;
  }
  if (!isObject(answer) || !('code' in answer) || typeof answer.msg !== 'string' || !('data' in answer)) {
    return `not an envelope: ${text.slice(0, 80)}`;
  }
  if (mustRefuse) {
    if (answer.code !== 1001) return `answered ${String(answer.code)}, not 1001`;
    if (!text.includes(mustRefuse.field)) return `1001 without naming ${mustRefuse.field}`;
  }
  return null;
}

describe.each(operations.filter((operation) => operation.operationId !== 'logout'))(
  'hostile input to $operationId',
  (operation) => {
    const suite = signedInSuite(['admin']);

    it('never answers 5xx, a stack or anything but an envelope; refuses array syntax and unknown fields', async () => {
      const problems: string[] = [];
      const fields = requestFields(operation.operationId);
      for (const { group, name, schema } of fields) {
        const base = baseBody(operation, group, name, suite.tokenOf('admin'));
        for (const variant of variantsFor(group, name, schema)) {
          const body = `${base}&${variant.pairs}`;
          const refuse = variant.mustRefuse ? { field: name } : null;
          const problem = await problemWith(suite.harness, operation, body, suite.tokenOf('admin'), refuse);
          if (problem) problems.push(`${group}[${name}] ${variant.label}: ${problem}`);
        }
      }
      if (requestSchemas[operation.operationId]) {
        const body = `${baseBody(operation, null, null, suite.tokenOf('admin'))}&params%5Bzz_not_a_field%5D=1`;
        const problem = await problemWith(suite.harness, operation, body, suite.tokenOf('admin'), {
          field: 'zz_not_a_field',
        });
        if (problem) problems.push(`unknown field: ${problem}`);
      }
      expect(problems).toEqual([]);
    }, 60_000);
  },
);

it('builds hostile bodies for the fields of nearly every operation', () => {
  const withFields = operations.filter((operation) => requestFields(operation.operationId).length > 0);
  expect(withFields.length).toBeGreaterThan(operations.length * 0.8);
});
