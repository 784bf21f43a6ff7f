import { openapiDocument } from '@pcharging/api-client/openapi';
import { operations } from '@pcharging/api-client/operations';
import { isEmail, isMd5Hex, isMoney, isPreAuthAmount } from '@pcharging/validation';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

/** A JSON Schema node of the OpenAPI document, loosely typed: the document is data. */
export type SchemaNode = Readonly<Record<string, unknown>>;

const DOCUMENT_ID = 'pcharging.openapi.json';

function createAjv(coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    validateSchema: false,
    coerceTypes: coerce,
    // Unknown fields are left alone (handlers read only what they know): removing them would break allOf.
    removeAdditional: false,
    useDefaults: coerce,
    formats: {
      binary: true,
      // Empty optional form fields mean "not set" on the legacy wire (see the document's description).
      email: (value: string) => value === '' || isEmail(value),
      md5: (value: string) => isMd5Hex(value),
      money: (value: string) => isMoney(value),
      preauth: (value: string) => isPreAuthAmount(value),
    },
  });
  ajv.addSchema({ ...openapiDocument, $id: DOCUMENT_ID });
  return ajv;
}

// Requests are coerced from form strings; answers are checked exactly as sent.
const requestAjv = createAjv(true);
const answerAjv = createAjv(false);

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
  requestBody?: { $ref?: string; content?: Record<string, { schema?: SchemaNode }> };
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

const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';
const MULTIPART_MEDIA_TYPE = 'multipart/form-data';

/** An upload takes a multipart body; every other operation takes a url-encoded form. */
function requestMediaType(operationId: string): string {
  const body = resolveRef(operationObject(operationId).requestBody) as OperationObject['requestBody'];
  return body?.content?.[MULTIPART_MEDIA_TYPE] && !body.content[FORM_MEDIA_TYPE]
    ? MULTIPART_MEDIA_TYPE
    : FORM_MEDIA_TYPE;
}

/** The body schema of an operation (`{token, params, pageinfo}` or a multipart one), or undefined if it takes none. */
export function requestBodySchema(operationId: string): SchemaNode | undefined {
  const body = resolveRef(operationObject(operationId).requestBody) as OperationObject['requestBody'];
  return body?.content?.[requestMediaType(operationId)]?.schema;
}

const requestValidators = new Map<string, ValidateFunction>();
const answerValidators = new Map<string, ValidateFunction>();

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** JSON pointer, inside the document, of a request body or answer schema (following one component $ref). */
function schemaPointer(operationId: string, part: 'request' | 'answer'): string {
  const descriptor = operations.find((o) => o.operationId === operationId);
  if (!descriptor) throw new Error(`unknown operation ${operationId}`);
  const operation = operationObject(operationId);
  const mediaType = escapePointer(part === 'request' ? requestMediaType(operationId) : 'application/json');
  const holder = part === 'request' ? operation.requestBody : operation.responses?.['200'];
  const base =
    typeof holder?.$ref === 'string'
      ? holder.$ref.replace(/^#/, '')
      : `/paths/${escapePointer(descriptor.path)}/${descriptor.method}/${part === 'request' ? 'requestBody' : 'responses/200'}`;
  return `${base}/content/${mediaType}/schema`;
}

export function requestValidator(operationId: string): ValidateFunction | undefined {
  const cached = requestValidators.get(operationId);
  if (cached) return cached;
  if (!requestBodySchema(operationId)) return undefined;
  const validate = requestAjv.compile({ $ref: `${DOCUMENT_ID}#${schemaPointer(operationId, 'request')}` });
  requestValidators.set(operationId, validate);
  return validate;
}

/** Checks a JSON answer against the operation's 200 answer schema: the conformance check of tests. */
export function answerValidator(operationId: string): ValidateFunction {
  const cached = answerValidators.get(operationId);
  if (cached) return cached;
  const validate = answerAjv.compile({ $ref: `${DOCUMENT_ID}#${schemaPointer(operationId, 'answer')}` });
  answerValidators.set(operationId, validate);
  return validate;
}
