import { MatchersV3 } from '@pact-foundation/pact';
import type { Capability } from '@pcharging/api-client';
import { ALL_CAPABILITIES, capabilityOf, NO_CAPABILITIES } from '@pcharging/api-client/capabilities';
import { openapiDocument } from '@pcharging/api-client/openapi';
import { operations } from '@pcharging/api-client/operations';

const { atLeastLike, boolean, eachLike, integer, number, string } = MatchersV3;

/** A JSON Schema node of the OpenAPI document; the document is data, so it is read loosely. */
export type SchemaNode = Readonly<Record<string, unknown>>;

function lookup(ref: string): SchemaNode {
  let target: unknown = openapiDocument;
  for (const segment of ref.replace(/^#\//, '').split('/')) {
    target = (target as Record<string, unknown> | undefined)?.[segment];
  }
  if (!target) throw new Error(`unresolved $ref ${ref}`);
  return target as SchemaNode;
}

/** The node with its $ref followed and its allOf parts merged into one object schema. */
export function resolveSchema(node: unknown): SchemaNode {
  let current = (node ?? {}) as SchemaNode;
  while (typeof current.$ref === 'string') {
    const { $ref, ...rest } = current;
    current = { ...lookup($ref), ...rest };
  }
  const parts = current.allOf as unknown[] | undefined;
  if (!parts) return current;
  const { allOf: _merged, ...own } = current;
  let merged: Record<string, unknown> = { ...own };
  for (const part of parts.map(resolveSchema)) {
    merged = {
      ...part,
      ...merged,
      properties: { ...(part.properties as object | undefined), ...(merged.properties as object | undefined) },
      required: [...((part.required as string[] | undefined) ?? []), ...((merged.required as string[]) ?? [])],
    };
  }
  return merged;
}

function typesOf(schema: SchemaNode): string[] {
  if (Array.isArray(schema.type)) return schema.type as string[];
  if (typeof schema.type === 'string') return [schema.type];
  const variants = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  return variants ? variants.flatMap((variant) => typesOf(resolveSchema(variant))) : [];
}

/**
 * A field Pact cannot express with one type matcher: nullable (`string` or `null`) or of several types.
 * The consumer leaves such fields out of the expected answer.
 */
export function isLoose(schema: SchemaNode): boolean {
  const types = typesOf(schema);
  return types.length !== 1 || Boolean(schema.oneOf ?? schema.anyOf);
}

/** A concrete value the schema accepts, from its example, enum or type. */
export function exampleOf(node: unknown, open: readonly string[] = []): unknown {
  const schema = resolveSchema(node);
  if ('example' in schema) return schema.example;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const variants = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  if (variants?.[0]) return exampleOf(variants[0], open);
  const minimum = typeof schema.minimum === 'number' ? schema.minimum : undefined;
  switch (typesOf(schema).find((type) => type !== 'null')) {
    case 'integer':
      return Math.max(1, Math.ceil(minimum ?? 1));
    case 'number':
      return Math.max(12.5, minimum ?? 0);
    case 'boolean':
      return true;
    case 'array':
      return [exampleOf(schema.items, open)];
    case 'object': {
      const inside = withRef(open, node);
      return Object.fromEntries(
        Object.entries((schema.properties as Record<string, unknown> | undefined) ?? {}).map(([key, value]) => [
          key,
          isRecursive(value, inside) ? [] : exampleOf(value, inside),
        ]),
      );
    }
    case 'string':
      return stringExample(schema);
    default:
      return null;
  }
}

const FORMAT_EXAMPLES: Readonly<Record<string, string>> = {
  'date-time': '2026-03-01T08:30:00.000Z',
  date: '2026-03-01',
  email: 'name@example.com',
  money: '12.50',
};

// Values the document's string patterns are written for (times of day, codes, stamps); the first one a
// pattern accepts is the example, so that the pact shows values the provider could really send.
const PATTERN_CANDIDATES = [
  'text',
  '08:30',
  '2026-03-01',
  '2026-03-01T08:30:00Z',
  '+1 514 555 0100',
  'RF00000001',
  'a1b2c3d4e5f6a7b8',
];

function stringExample(schema: SchemaNode): string {
  const byFormat = typeof schema.format === 'string' ? FORMAT_EXAMPLES[schema.format] : undefined;
  if (byFormat) return byFormat;
  if (typeof schema.pattern !== 'string') return 'text';
  const pattern = new RegExp(schema.pattern, 'u');
  return PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate)) ?? 'text';
}

/**
 * Type matchers for the required fields of a schema, with example values: what the consumer's types
 * rely on. Only the list itself (an array answer, or a page's `items`) must hold an item when `topArrays`
 * is set; other arrays may be empty. A field of a capability (`x-capability`) is expected only when that
 * capability is `offered`, and then even where the schema does not require it: it is what the pact of the
 * capability is about.
 */
export function shapeOf(
  node: unknown,
  topArrays = true,
  open: readonly string[] = [],
  offered: ReadonlySet<Capability> = NO_CAPABILITIES,
): unknown {
  const schema = resolveSchema(node);
  if (isLoose(schema)) return exampleOf(schema);
  const example = exampleOf(schema);
  switch (typesOf(schema)[0]) {
    case 'integer':
      return integer(example as number);
    case 'number':
      return number(example as number);
    case 'boolean':
      return boolean(example as boolean);
    case 'string':
      return string(example as string);
    case 'null':
      return null;
    case 'array': {
      const item = shapeOf(schema.items, false, open, offered);
      return topArrays ? eachLike(item) : atLeastLike(item, 0, 1);
    }
    default:
      return objectShape(schema, topArrays, withRef(open, node), offered);
  }
}

function refOf(node: unknown): string {
  return String((node as SchemaNode | undefined)?.$ref ?? '');
}

function withRef(open: readonly string[], node: unknown): readonly string[] {
  const ref = refOf(node);
  return ref ? [...open, ref] : open;
}

/** A property that holds the schema it sits in (a tree's `children`): its nested levels are not expanded. */
function isRecursive(property: unknown, open: readonly string[]): boolean {
  const items = (property as SchemaNode).items;
  const refs = [refOf(property), refOf(items)].filter(Boolean);
  return refs.some((ref) => open.includes(ref));
}

/** The capability a property of a schema belongs to (`x-capability`), or undefined for a legacy field. */
export function fieldCapability(property: unknown): Capability | undefined {
  const name = resolveSchema(property)['x-capability'];
  return [...ALL_CAPABILITIES].find((capability) => capability === name);
}

function objectShape(
  schema: SchemaNode,
  topArrays: boolean,
  open: readonly string[],
  offered: ReadonlySet<Capability>,
): Record<string, unknown> {
  const properties = (schema.properties as Record<string, unknown> | undefined) ?? {};
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const shape: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(properties)) {
    const capability = fieldCapability(value);
    const expected = capability ? offered.has(capability) : required.has(key);
    if (!expected || isLoose(resolveSchema(value)) || isRecursive(value, open)) continue;
    shape[key] = shapeOf(value, topArrays && key === 'items', open, offered);
  }
  return shape;
}

/**
 * The capabilities whose fields a value holds, read along the schema it conforms to: what a backend must offer
 * to send it. Fields the schema does not know are left alone.
 */
export function capabilitiesOfFields(value: unknown, node: unknown): Set<Capability> {
  const found = new Set<Capability>();
  const walk = (inner: unknown, at: unknown) => {
    const schema = resolveSchema(at);
    if (Array.isArray(inner)) {
      for (const item of inner) walk(item, schema.items);
      return;
    }
    if (inner === null || typeof inner !== 'object') return;
    const properties = (schema.properties as Record<string, unknown> | undefined) ?? {};
    for (const [key, field] of Object.entries(inner)) {
      const property = properties[key];
      if (property === undefined) continue;
      const capability = fieldCapability(property);
      if (capability) found.add(capability);
      walk(field, property);
    }
  };
  walk(value, node);
  return found;
}

interface OperationObject {
  responses?: Record<string, unknown>;
}
type ResponseObject = { content?: Record<string, { schema?: unknown }> };

/** The operation's success answer schema: the first variant of its 200 answer that is not an error. */
export function successSchema(operationId: string): SchemaNode {
  const descriptor = operations.find((operation) => operation.operationId === operationId);
  if (!descriptor) throw new Error(`unknown operation ${operationId}`);
  const paths = openapiDocument.paths as Record<string, Record<string, OperationObject>>;
  const response = resolveSchema(paths[descriptor.path]?.[descriptor.method]?.responses?.['200']) as ResponseObject;
  const answer = resolveSchema(response.content?.['application/json']?.schema);
  const variants = (answer.oneOf as unknown[] | undefined) ?? [answer];
  const success = variants.find((variant) => !JSON.stringify(variant).includes('ErrorAnswer'));
  if (!success) throw new Error(`operation ${operationId} has no success answer`);
  return resolveSchema(success);
}

/** The data schema of an operation's success answer. */
export function successDataSchema(operationId: string): SchemaNode {
  return resolveSchema((successSchema(operationId).properties as Record<string, unknown>).data);
}

/**
 * The success envelope with type matchers over every required, single-typed field of `data`
 * (the fields the client's generated types declare); `data` may be narrowed with `overrides`. Of the fields of
 * capabilities, only those of the operation's own capability and of `withFieldsOf` are expected: an answer of
 * the legacy API holds legacy fields only, and its interaction passes against any backend.
 */
export function okAnswer(operationId: string, overrides: Record<string, unknown> = {}, withFieldsOf?: Capability) {
  const offered = new Set<Capability>(withFieldsOf ? [withFieldsOf] : []);
  const own = capabilityOf(operationId);
  if (own) offered.add(own);
  const data = shapeOf(successDataSchema(operationId), true, [], offered);
  const merged =
    data && typeof data === 'object' && !Array.isArray(data) && !('pact:matcher:type' in data)
      ? { ...data, ...overrides }
      : data;
  return { code: 200, msg: string('Success'), data: merged };
}

/** The success envelope of an operation whose answer must hold the id asked for, e.g. the record read or edited. */
export function okAnswerWithId(operationId: string, id: number, withFieldsOf?: Capability) {
  return okAnswer(operationId, { id: integer(id) }, withFieldsOf);
}
