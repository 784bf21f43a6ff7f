import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DecodeMismatch, decodeAnswer, typesOf } from './decode';
import { type AnswerSchema, answerDefinitions, answerSchemas } from './generated/answer-schemas';

const MAX_DEPTH = 3;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const resolve = (schema: AnswerSchema): AnswerSchema =>
  schema.$ref ? resolve(answerDefinitions[schema.$ref] ?? {}) : schema;

const number = fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => (Object.is(value, -0) ? 0 : value));
// A text where a number may stand too is a word: "3" there is the number 3 (a dictionary's id).
const word = fc.string().filter((text) => !/^-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/.test(text));

/** Any answer the document allows for the schema, as a backend with clean JSON would send it. */
function answerOf(schema: AnswerSchema, depth = 0): fc.Arbitrary<unknown> {
  const node = resolve(schema);
  if (node.allOf) {
    return fc
      .tuple(...node.allOf.map((part) => answerOf(part, depth)))
      .map((parts) => (parts.every(isRecord) ? Object.assign({}, ...parts) : parts.at(-1)));
  }
  if (node.oneOf) return fc.oneof(...node.oneOf.map((part) => answerOf(part, depth)));
  if (node.enum) return fc.constantFrom(...node.enum);
  const types = typesOf(node);
  if (types.length === 0) return fc.constant('any');
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'integer':
          return fc.integer();
        case 'number':
          return number;
        case 'boolean':
          return fc.boolean();
        case 'null':
          return fc.constant(null);
        case 'string':
          return types.includes('integer') || types.includes('number') ? word : fc.string();
        case 'array':
          return node.items && depth < MAX_DEPTH
            ? fc.array(answerOf(node.items, depth + 1), { maxLength: 3 })
            : fc.constant([]);
        default:
          return objectOf(node, depth);
      }
    }),
  );
}

function objectOf(node: AnswerSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = node.properties ?? {};
  if (Object.keys(properties).length === 0) return fc.dictionary(word, fc.string(), { maxKeys: 2 });
  const required = new Set(node.required ?? []);
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, inner]) => [name, answerOf(inner, depth + 1)]),
  );
  return fc.record(model, { requiredKeys: Object.keys(properties).filter((name) => required.has(name)) });
}

/** The same answer as PHP's json_encode of database rows writes it. */
function phpStyle(value: unknown): unknown {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (Array.isArray(value)) return value.map(phpStyle);
  if (isRecord(value)) {
    const entries = Object.entries(value);
    return entries.length === 0 ? [] : Object.fromEntries(entries.map(([key, inner]) => [key, phpStyle(inner)]));
  }
  return value;
}

const decodedOperations = Object.entries(answerSchemas).flatMap(([operationId, schema]) =>
  schema ? [{ operationId, schema }] : [],
);

describe('the answer decoder', () => {
  it('covers every operation with a JSON answer', () => {
    expect(decodedOperations.length).toBeGreaterThan(90);
    const files = Object.entries(answerSchemas).filter(([, schema]) => schema === null);
    expect(files.map(([operationId]) => operationId)).toContain('getCaptcha');
  });

  it.each(decodedOperations)(
    'reads $operationId written the PHP way as the clean answer',
    ({ operationId, schema }) => {
      fc.assert(
        fc.property(answerOf(schema), (clean) => {
          expect(decodeAnswer(operationId, clean).value).toEqual(clean);
          expect(decodeAnswer(operationId, phpStyle(clean)).value).toEqual(clean);
        }),
        { numRuns: 25 },
      );
    },
  );

  it('rejects a word where the document says integer, naming the field', () => {
    const row = { id: 1, name: 'x', code: 'c', status: 'seven' };
    expect(() => decodeAnswer('listAlarms', { items: [row], total: 1 })).toThrow(DecodeMismatch);
    try {
      decodeAnswer('countOpenAlarms', { open: '3', acknowledged: 'many' });
    } catch (error) {
      expect(error).toBeInstanceOf(DecodeMismatch);
      expect(error).toMatchObject({ path: 'data.acknowledged', expected: 'integer', value: 'many' });
    }
    expect.assertions(3);
  });

  it('rejects an object where the document says list, naming the field', () => {
    expect(() => decodeAnswer('listStationMap', { items: { 0: {} } })).toThrow(
      expect.objectContaining({ path: 'data.items', expected: 'array' }),
    );
    expect(() => decodeAnswer('getCapabilities', { capabilities: { a: 'map' } })).toThrow(
      expect.objectContaining({ path: 'data.capabilities', expected: 'array' }),
    );
  });

  it('names the row of a list whose field cannot be read', () => {
    const answer = { open: 1, acknowledged: 2 };
    expect(decodeAnswer('countOpenAlarms', answer).value).toEqual(answer);
    expect(() => decodeAnswer('listRoles', { items: [role(1), role('two')], total: 2 })).toThrow(
      expect.objectContaining({ path: 'data.items[1].id' }),
    );
  });

  it('reads flags "0" and "1", "true" and "false", 0 and 1 as booleans and nothing else', () => {
    for (const [wire, flag] of [
      ['0', false],
      ['1', true],
      [0, false],
      [1, true],
      ['true', true],
      ['false', false],
    ] as const) {
      expect(decodeAnswer('getPileWhitelist', whitelist(wire)).value).toMatchObject({ editable: flag });
    }
    expect(() => decodeAnswer('getPileWhitelist', whitelist('yes'))).toThrow(
      expect.objectContaining({ path: 'data.editable', expected: 'boolean' }),
    );
  });

  it('leaves out an optional field sent as null or "", and refuses a required one sent as null', () => {
    const figures = { orders: 1, energy_kwh: 2, charging_minutes: 3, income: '1.00', elect_fee: '1.00' };
    const totals = { ...figures, service_fee: '0.00', park_fee: '0.00' };
    expect(decodeAnswer('getIncomeStatistics', income({ ...totals, refunds: null })).value).toEqual(income(totals));
    expect(decodeAnswer('getPriceTemplate', { ...template, affected_stations: '' }).value).toEqual(template);
    expect(decodeAnswer('getPriceTemplate', { ...template, affected_stations: '4' }).value).toEqual({
      ...template,
      affected_stations: 4,
    });
    expect(() => decodeAnswer('getIncomeStatistics', income({ ...totals, orders: null }))).toThrow(
      expect.objectContaining({ path: 'data.totals.orders' }),
    );
  });

  it('keeps a value of the right type that the document does not list, as a newer backend may send', () => {
    expect(decodeAnswer('getCapabilities', { capabilities: ['map', 'teleport'] }).value).toEqual({
      capabilities: ['map', 'teleport'],
    });
    expect(() => decodeAnswer('getCapabilities', { capabilities: [{ name: 'map' }] })).toThrow(
      expect.objectContaining({ path: 'data.capabilities[0]', expected: 'string' }),
    );
  });

  it('reads a dictionary id sent as a string as the number other answers use for it', () => {
    expect(decodeAnswer('getDictionary', [{ id: '2', name: 'Private' }]).value).toEqual([{ id: 2, name: 'Private' }]);
    expect(decodeAnswer('getDictionary', [{ id: 'ac', name: 'AC' }]).value).toEqual([{ id: 'ac', name: 'AC' }]);
  });

  it('lists what it converted, each field of a list once', () => {
    const { conversions } = decodeAnswer('listRoles', {
      items: [role('1'), role('2')],
      total: '2',
    });
    expect(conversions).toEqual(
      expect.arrayContaining([
        { path: 'data.total', from: 'string', to: 'integer' },
        { path: 'data.items[].id', from: 'string', to: 'integer' },
      ]),
    );
    expect(decodeAnswer('listRoles', { items: [role(1)], total: 1 }).conversions).toEqual([]);
  });
});

function whitelist(editable: unknown) {
  return { id: 1, equipmentid: 'P1', status: 1, editable, white_list: [], max_cards: 10 };
}

const template = {
  id: 3,
  name: 'Day rate',
  feetype: 1,
  electfee: '0.30',
  servicefee: '1.00',
  parkfee: '0.10',
  free_park_minutes: 15,
  period: [],
  stations: 2,
  updated_at: '2026-12-07 10:00:00',
};

function income(totals: Record<string, unknown>) {
  return { range: { from: '2026-12-01', to: '2026-12-07' }, granularity: 'day', totals, series: [] };
}

function role(id: unknown) {
  return {
    id,
    code: 'ops',
    name: 'Operations',
    description: '',
    permissions: [],
    users: 1,
    created_at: 'x',
    updated_at: 'x',
  };
}
