import { type AnswerSchema, answerDefinitions, answerSchemas } from './generated/answer-schemas';

/** A value the decoder changed to the document's type: where (items by `[]`), what it was, what it became. */
export interface Conversion {
  readonly path: string;
  readonly from: string;
  readonly to: string;
}

/** What could not be read as the document says: where (with the item's index), what the document expects. */
export class DecodeMismatch extends Error {
  constructor(
    readonly path: string,
    readonly expected: string,
    readonly value: unknown,
  ) {
    super(`${path} is not ${expected}`);
    this.name = 'DecodeMismatch';
  }
}

export interface Decoded {
  readonly value: unknown;
  readonly conversions: readonly Conversion[];
}

interface Place {
  /** The path with each item's index, for a mismatch. */
  readonly exact: string;
  /** The path with `[]` for items, for a conversion (the same field of every row is one conversion). */
  readonly shape: string;
}

const INTEGER = /^-?\d+$/;
const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;
const BOOLEANS: ReadonlyMap<unknown, boolean> = new Map<unknown, boolean>([
  [0, false],
  [1, true],
  ['0', false],
  ['1', true],
  ['true', true],
  ['false', false],
]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

const NO_VALUE = Symbol('no value');

/** The value as `type` when the wire may write it another way; NO_VALUE when it cannot be read as one. */
function convert(type: string, value: unknown): unknown {
  switch (type) {
    case 'integer':
      if (typeof value === 'string' && INTEGER.test(value) && Number.isSafeInteger(Number(value))) return Number(value);
      return NO_VALUE;
    case 'number':
      if (typeof value === 'string' && NUMBER.test(value)) return Number(value);
      return NO_VALUE;
    case 'boolean':
      return BOOLEANS.has(value) ? BOOLEANS.get(value) : NO_VALUE;
    case 'string':
      return typeof value === 'number' && Number.isFinite(value) ? String(value) : NO_VALUE;
    case 'null':
      return value === '' ? null : NO_VALUE;
    case 'object':
      // PHP's json_encode writes an empty array for an empty map.
      return Array.isArray(value) && value.length === 0 ? {} : NO_VALUE;
    default:
      return NO_VALUE;
  }
}

/**
 * A value read as a JSON Schema type the way the decoder reads it: the value itself when it is of that type, the
 * converted one when the wire may write it so (`"24"` as an integer), else undefined. For tools that tell a
 * type-only difference from a real one (the readiness report).
 */
export function readAs(type: string, value: unknown): { value: unknown } | undefined {
  if (isExactly(type, value)) return { value };
  const converted = convert(type, value);
  return converted === NO_VALUE ? undefined : { value: converted };
}

function isExactly(type: string, value: unknown): boolean {
  switch (type) {
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'string':
      return typeof value === 'string';
    case 'null':
      return value === null;
    case 'object':
      return isRecord(value);
    case 'array':
      return Array.isArray(value);
    default:
      return false;
  }
}

/** The JSON types a schema admits, inferred from its shape where it names none. */
export function typesOf(schema: AnswerSchema): readonly string[] {
  if (typeof schema.type === 'string') return [schema.type];
  if (schema.type) return schema.type;
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

const describe = (types: readonly string[]): string => types.join(' or ');

class Decoder {
  readonly conversions: Conversion[] = [];

  node(schema: AnswerSchema, value: unknown, at: Place): unknown {
    if (schema.$ref !== undefined) {
      const target = answerDefinitions[schema.$ref];
      if (!target) throw new Error(`the answer schemas have no ${schema.$ref}`);
      return this.node(target, value, at);
    }
    let current = value;
    for (const part of schema.allOf ?? []) current = this.node(part, current, at);
    if (schema.oneOf) current = this.oneOf(schema.oneOf, current, at);
    const types = typesOf(schema);
    return types.length === 0 ? current : this.typed(schema, types, current, at);
  }

  private oneOf(parts: readonly AnswerSchema[], value: unknown, at: Place): unknown {
    let deepest: DecodeMismatch | undefined;
    for (const part of parts) {
      const branch = new Decoder();
      try {
        const decoded = branch.node(part, value, at);
        this.conversions.push(...branch.conversions);
        return decoded;
      } catch (error) {
        if (!(error instanceof DecodeMismatch)) throw error;
        if (!deepest || error.path.length > deepest.path.length) deepest = error;
      }
    }
    throw deepest ?? new DecodeMismatch(at.exact, 'a value', value);
  }

  private typed(schema: AnswerSchema, types: readonly string[], value: unknown, at: Place): unknown {
    const listed = (candidate: unknown) => !schema.enum || schema.enum.includes(candidate);
    // A listed value first (`"200"` is the success code 200, `"100000"` the other); then one of the right type that
    // the document does not list, which a newer backend may send (a capability this app does not know yet).
    for (const allowed of [listed, () => true]) {
      const decoded = this.read(schema, types, value, at, allowed);
      if (decoded !== NO_VALUE) return decoded;
    }
    throw new DecodeMismatch(at.exact, describe(types), value);
  }

  private read(
    schema: AnswerSchema,
    types: readonly string[],
    value: unknown,
    at: Place,
    allowed: (candidate: unknown) => boolean,
  ): unknown {
    // Where a number or a text may stand (a dictionary's id), a PHP backend's "3" is the number 3.
    if (typeof value === 'string' && types.includes('string')) {
      for (const type of types.filter((name) => name === 'integer' || name === 'number')) {
        const converted = convert(type, value);
        if (converted === NO_VALUE || !allowed(converted)) continue;
        this.conversions.push({ path: at.shape, from: 'string', to: type });
        return converted;
      }
    }
    for (const type of types) {
      if (!isExactly(type, value)) continue;
      const decoded = this.inside(schema, type, value, at);
      if (allowed(decoded)) return decoded;
    }
    for (const type of types) {
      const converted = convert(type, value);
      if (converted === NO_VALUE || !allowed(converted)) continue;
      this.conversions.push({ path: at.shape, from: kindOf(value), to: type });
      return this.inside(schema, type, converted, at);
    }
    return NO_VALUE;
  }

  private inside(schema: AnswerSchema, type: string, value: unknown, at: Place): unknown {
    if (type === 'array' && Array.isArray(value)) {
      const items = schema.items;
      if (!items) return value;
      return value.map((item, index) =>
        this.node(items, item, { exact: `${at.exact}[${index}]`, shape: `${at.shape}[]` }),
      );
    }
    if (type === 'object' && isRecord(value)) return this.object(schema, value, at);
    return value;
  }

  private object(schema: AnswerSchema, value: Record<string, unknown>, at: Place): Record<string, unknown> {
    const properties = schema.properties ?? {};
    const required = new Set(schema.required ?? []);
    const result: Record<string, unknown> = { ...value };
    for (const [name, property] of Object.entries(properties)) {
      const place = { exact: `${at.exact}.${name}`, shape: `${at.shape}.${name}` };
      // A missing field is the readiness report's to name (scripts/verify-backend.mjs); it has no form to read.
      if (!(name in value) || value[name] === undefined) continue;
      const field = value[name];
      try {
        result[name] = this.node(property, field, place);
      } catch (error) {
        // A PHP backend writes an optional value it does not have as null or an empty string.
        if (!(error instanceof DecodeMismatch) || required.has(name) || (field !== null && field !== '')) throw error;
        delete result[name];
        this.conversions.push({ path: place.shape, from: kindOf(field), to: 'absent' });
      }
    }
    return result;
  }
}

/**
 * An operation's success `data` read as its answer schema says: numeric strings as numbers, "0"/"1" as booleans,
 * `[]` as an empty map, numbers as strings where the document says string, an optional field sent as null or ""
 * left out. Throws a DecodeMismatch naming the field for a value that cannot be read as the document's type.
 */
export function decodeAnswer(operationId: string, data: unknown): Decoded {
  const schema = answerSchemas[operationId];
  if (!schema) return { value: data, conversions: [] };
  const decoder = new Decoder();
  const value = decoder.node(schema, data, { exact: 'data', shape: 'data' });
  return { value, conversions: decoder.conversions };
}
