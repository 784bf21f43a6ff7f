import fc from 'fast-check';

/** A JSON Schema node of a request schema (every $ref already inlined by codegen). */
export type Schema = Readonly<Record<string, unknown>>;

const isSchema = (value: unknown): value is Schema =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const schemasIn = (value: unknown): Schema[] => (Array.isArray(value) ? value.filter(isSchema) : []);

/** An object schema with its allOf parts merged into one list of properties and required names. */
export function mergedObject(schema: Schema): { properties: Record<string, Schema>; required: Set<string> } {
  const properties: Record<string, Schema> = {};
  const required = new Set<string>();
  const visit = (node: Schema) => {
    if (isSchema(node.properties)) {
      for (const [name, property] of Object.entries(node.properties)) {
        if (isSchema(property)) properties[name] = { ...(properties[name] ?? {}), ...property };
      }
    }
    for (const name of Array.isArray(node.required) ? node.required : []) required.add(String(name));
    for (const part of schemasIn(node.allOf)) visit(part);
  };
  visit(schema);
  return { properties, required };
}

const typesOf = (schema: Schema): string[] =>
  Array.isArray(schema.type) ? schema.type.map(String) : typeof schema.type === 'string' ? [schema.type] : [];

/**
 * Strings at the edges of what patterns tend to admit: years 0 and 9999, days the calendar lacks, zeros that are not
 * amounts. A pattern that admits one makes the sweep send it, as an outside fuzzer would.
 */
export const EDGE_STRINGS = [
  '0000-01',
  '0001-01',
  '9999-12',
  '0000-00-00',
  '2026-02-30',
  '0000-01-01T00:00:00Z',
  '00000000000',
  '0',
  '0.0',
  ' ',
];

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** Real calendar days within the years the document allows (2000–2099). */
const realDay = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`);

const dateTime = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z'));

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : 40;
  const fits = (value: string) => [...value].length >= minLength && [...value].length <= maxLength;
  if (schema.format === 'date') return realDay;
  if (schema.format === 'date-time') return dateTime;
  if (typeof schema.pattern === 'string') {
    const pattern = schema.pattern;
    // Days and months drawn from the calendar: a pattern alone would draw 2026-02-31.
    if (/\\d\{4\}-\\d\{2\}-\\d\{2\}|20\\d\{2\}-\(0\[1-9\]/.test(pattern)) {
      const day = new RegExp(pattern);
      return fc
        .oneof(
          realDay,
          realDay.map((d) => d.slice(0, 7)),
          dateTime,
          fc.constant(''),
        )
        .filter((value) => day.test(value) && fits(value));
    }
    const expression = new RegExp(pattern, 'u');
    const edges = EDGE_STRINGS.filter((value) => expression.test(value) && fits(value));
    const drawn = fc.stringMatching(new RegExp(pattern), { size: 'small' }).filter(fits);
    return edges.length > 0
      ? fc.oneof({ arbitrary: drawn, weight: 2 }, { arbitrary: fc.constantFrom(...edges), weight: 1 })
      : drawn;
  }
  return fc.string({ minLength, maxLength: Math.min(maxLength, minLength + 24), unit: 'grapheme' }).filter(fits);
}

function numberArbitrary(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : integer ? -1000 : -1e6;
  const max = typeof schema.maximum === 'number' ? schema.maximum : integer ? 2_000_000 : 1e6;
  if (integer) {
    // Ids of the demo seed are small: most draws land on a record, some far past every one.
    const near = fc.integer({ min, max: Math.min(max, Math.max(min, 40)) });
    return fc.oneof({ arbitrary: near, weight: 4 }, { arbitrary: fc.integer({ min, max }), weight: 1 });
  }
  return fc.integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) }).map((cents) => cents / 100);
}

/**
 * Values each field's own keywords allow. Rules between fields (if/then, not, dependentSchemas, an object's oneOf)
 * are left out: a judge compiled from the whole schema tells which draws keep them.
 */
export function valueArbitrary(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  // `{allOf: [Money], title}`: a field that is all of another schema is drawn from their union of keywords.
  const parts = schemasIn(schema.allOf);
  if (parts.length > 0 && !schema.properties && !parts.some((part) => part.properties)) {
    const { allOf: _merged, ...own } = schema;
    return valueArbitrary(Object.assign({}, ...parts, own), depth);
  }
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  const branches = [...schemasIn(schema.oneOf), ...schemasIn(schema.anyOf)];
  if (branches.length > 0 && !schema.type && !schema.properties && !schema.allOf) {
    return fc.oneof(...branches.map((branch) => valueArbitrary(branch, depth)));
  }
  const types = typesOf(schema);
  const type = types.length > 0 ? types : schema.properties || schema.allOf ? ['object'] : ['string'];
  return fc.oneof(
    ...type.map((name): fc.Arbitrary<unknown> => {
      switch (name) {
        case 'null':
          return fc.constant(null);
        case 'integer':
          return numberArbitrary(schema, true);
        case 'number':
          return numberArbitrary(schema, false);
        case 'boolean':
          return fc.boolean();
        case 'array': {
          const items = isSchema(schema.items) ? schema.items : {};
          const minLength = typeof schema.minItems === 'number' ? schema.minItems : 0;
          const maxLength = Math.min(typeof schema.maxItems === 'number' ? schema.maxItems : 4, minLength + 4);
          const item = valueArbitrary(items, depth + 1);
          return schema.uniqueItems
            ? fc.uniqueArray(item, { minLength, maxLength, selector: (value) => JSON.stringify(value) })
            : fc.array(item, { minLength, maxLength });
        }
        case 'object':
          return objectArbitrary(schema, depth + 1);
        default:
          return stringArbitrary(schema);
      }
    }),
  );
}

/** An object of the schema's properties: required ones always, others sometimes. */
export function objectArbitrary(schema: Schema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const { properties, required } = mergedObject(schema);
  if (depth > 4) return fc.constant({});
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, valueArbitrary(property, depth)]),
  );
  return fc.record(model, { requiredKeys: [...required].filter((name) => name in model) });
}
