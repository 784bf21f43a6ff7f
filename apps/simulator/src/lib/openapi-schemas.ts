import { documentFor, NO_CAPABILITIES } from '@pcharging/api-client/capabilities';
import { openapiDocument } from '@pcharging/api-client/openapi';
import { operations } from '@pcharging/api-client/operations';
import { requestSchemas } from '@pcharging/api-client/request-schemas';
import { isEmail, isMd5Hex, isMoney, isPreAuthAmount } from '@pcharging/validation';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { fieldRuleKeyword } from './field-rules';

function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A JSON Schema node of the OpenAPI document, loosely typed: the document is data. */
export type SchemaNode = Readonly<Record<string, unknown>>;

const DOCUMENT_ID = 'pcharging.openapi.json';
/** The document as the legacy backend serves it: no extension operations or fields. */
const LEGACY_DOCUMENT_ID = 'pcharging.legacy.openapi.json';

/** Keywords of the document that are not JSON Schema: strict mode refuses any keyword it was not told of. */
const DOCUMENT_KEYWORDS = ['example', 'x-enum-varnames', 'x-enum-descriptions', 'x-capability', 'x-message', 'x-field'];

function createAjv(forRequests: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    strict: true,
    // A rule's `anyOf: [{required: [station_id]}, …]` names fields the enclosing schema defines.
    strictRequired: false,
    // The document writes nullable fields as `type: [string, "null"]`.
    allowUnionTypes: true,
    // Requests stop at their first error: the answer names one field at a time, and input crafted to raise
    // thousands of errors costs no more than any other. Answers are checked in tests, where every error helps.
    allErrors: !forRequests,
    validateSchema: false,
    coerceTypes: forRequests,
    // Unknown fields are refused before validation (see validate-request.ts); removing them would break allOf.
    removeAdditional: false,
    useDefaults: forRequests,
    formats: {
      binary: true,
      // A calendar day that exists; the document's pattern says the same and bounds the years.
      date: (value: string) => isCalendarDay(value),
      // Empty optional form fields mean "not set" on the legacy wire (see the document's description).
      email: (value: string) => value === '' || isEmail(value),
      md5: (value: string) => isMd5Hex(value),
      money: (value: string) => isMoney(value),
      preauth: (value: string) => isPreAuthAmount(value),
    },
  });
  for (const keyword of DOCUMENT_KEYWORDS) ajv.addKeyword(keyword);
  ajv.addKeyword(fieldRuleKeyword);
  return ajv;
}

// Requests are coerced from form strings; answers are checked exactly as sent, against the document.
const requestAjv = createAjv(true);
const answerAjv = createAjv(false);
// The whole document is added so that answer schemas can point into it; its top-level sections are not schemas.
for (const section of Object.keys(openapiDocument)) answerAjv.addKeyword(section);
answerAjv.addSchema({ ...openapiDocument, $id: DOCUMENT_ID });
answerAjv.addSchema({ ...documentFor(openapiDocument, NO_CAPABILITIES), $id: LEGACY_DOCUMENT_ID });

export function resolveRef(node: unknown): SchemaNode | undefined {
  let current = node as SchemaNode | undefined;
  for (let depth = 0; current && typeof current.$ref === 'string' && depth < 20; depth += 1) {
    const path = current.$ref.replace(/^#\//, '').split('/');
    let target: unknown = openapiDocument;
    for (const segment of path) target = (target as Record<string, unknown> | undefined)?.[segment];
    current = target ? { ...(target as SchemaNode), ...omitRef(current) } : undefined;
  }
  return current;
}

function omitRef(node: SchemaNode): SchemaNode {
  const { $ref: _ignored, ...rest } = node;
  return rest;
}

/** The schema of a named property, looking through $ref and allOf. */
export function propertySchema(node: SchemaNode | undefined, name: string): SchemaNode | undefined {
  const resolved = resolveRef(node);
  if (!resolved) return undefined;
  const properties = resolved.properties as Record<string, unknown> | undefined;
  if (properties?.[name]) return resolveRef(properties[name]);
  for (const part of (resolved.allOf as unknown[] | undefined) ?? []) {
    const found = propertySchema(part as SchemaNode, name);
    if (found) return found;
  }
  return undefined;
}

type OperationObject = {
  responses?: Record<string, { $ref?: string; content?: Record<string, { schema?: SchemaNode }> }>;
};

function operationObject(operationId: string): OperationObject {
  const descriptor = operations.find((o) => o.operationId === operationId);
  if (!descriptor) throw new Error(`unknown operation ${operationId}`);
  const paths = openapiDocument.paths as Record<string, Record<string, OperationObject>>;
  const operation = paths[descriptor.path]?.[descriptor.method];
  if (!operation) throw new Error(`operation ${operationId} is missing from the document`);
  return operation;
}

/** The body schema of an operation (`{token, params, pageinfo}` or a multipart one), or undefined if it takes none. */
export function requestBodySchema(operationId: string): SchemaNode | undefined {
  return requestSchemas[operationId]?.schema;
}

const requestValidators = new Map<string, ValidateFunction>();
const answerValidators = new Map<string, ValidateFunction>();
const legacyAnswerValidators = new Map<string, ValidateFunction>();

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** JSON pointer, inside the document, of an operation's success answer schema (following one component $ref). */
function answerPointer(operationId: string): string {
  const descriptor = operations.find((o) => o.operationId === operationId);
  if (!descriptor) throw new Error(`unknown operation ${operationId}`);
  const holder = operationObject(operationId).responses?.['200'];
  const base =
    typeof holder?.$ref === 'string'
      ? holder.$ref.replace(/^#/, '')
      : `/paths/${escapePointer(descriptor.path)}/${descriptor.method}/responses/200`;
  return `${base}/content/application~1json/schema`;
}

/** One validator per operation, compiled on its first call from its request schema, every $ref already inlined. */
export function requestValidator(operationId: string): ValidateFunction | undefined {
  const cached = requestValidators.get(operationId);
  if (cached) return cached;
  const schema = requestBodySchema(operationId);
  if (!schema) return undefined;
  const validate = requestAjv.compile(schema);
  requestValidators.set(operationId, validate);
  return validate;
}

const fieldValidators = new WeakMap<object, ValidateFunction>();

/** A validator of one field's schema (already inlined), compiled once: it names the field's first error. */
export function fieldValidator(schema: SchemaNode): ValidateFunction {
  let validate = fieldValidators.get(schema);
  if (!validate) {
    // A default only fills a field of an object; the body's validator has applied it already.
    const { default: _applied, ...checked } = schema;
    validate = requestAjv.compile(checked);
    fieldValidators.set(schema, validate);
  }
  return validate;
}

/**
 * Checks a JSON answer against the operation's 200 answer schema: the conformance check of tests. For the
 * `legacy` profile the schema is the legacy backend's (extension fields are not required, or allowed where the
 * schema closes its objects).
 */
export function answerValidator(operationId: string, profile: 'full' | 'legacy' = 'full'): ValidateFunction {
  const cache = profile === 'legacy' ? legacyAnswerValidators : answerValidators;
  const cached = cache.get(operationId);
  if (cached) return cached;
  const id = profile === 'legacy' ? LEGACY_DOCUMENT_ID : DOCUMENT_ID;
  const validate = answerAjv.compile({ $ref: `${id}#${answerPointer(operationId)}` });
  cache.set(operationId, validate);
  return validate;
}
