import { describe, expect, it } from 'vitest';
import { requestSchemas } from '../src/generated/request-schemas';
import { dereference, openRequestObjects } from './request-schemas';

describe('request schemas resolved at codegen', () => {
  it('inlines references, keywords beside a reference winning over the target', () => {
    const document = { components: { schemas: { Id: { type: 'integer', title: 'id', minimum: 1 } } } };
    const node = { properties: { id: { $ref: '#/components/schemas/Id', title: 'charger' } } };
    expect(dereference(document, node)).toEqual({
      properties: { id: { type: 'integer', title: 'charger', minimum: 1 } },
    });
  });

  it('refuses a schema that refers to itself instead of looping', () => {
    const document = {
      components: { schemas: { Tree: { properties: { child: { $ref: '#/components/schemas/Tree' } } } } },
    };
    expect(() => dereference(document, { $ref: '#/components/schemas/Tree' })).toThrow(/refers to itself/);
  });

  it('leaves no reference in any operation, and knows which take a multipart body', () => {
    expect(JSON.stringify(requestSchemas)).not.toContain('$ref');
    expect(requestSchemas.uploadImage?.mediaType).toBe('multipart/form-data');
    expect(requestSchemas.listStations?.mediaType).toBe('application/x-www-form-urlencoded');
    expect(requestSchemas.getCaptcha).toBeNull();
  });
});

describe('request schemas forbid unnamed fields', () => {
  it('names the body, params or pageinfo that lets them through, and what to add', () => {
    const open = openRequestObjects('startCharging', {
      type: 'object',
      additionalProperties: false,
      properties: { params: { type: 'object', properties: {} }, pageinfo: { allOf: [], unevaluatedProperties: false } },
    });
    expect(open).toEqual([expect.stringMatching(/^startCharging: its `params` .*additionalProperties: false/)]);
  });

  it('holds in every operation that takes a body', () => {
    const bodies = Object.entries(requestSchemas).flatMap(([id, body]) => (body ? [[id, body.schema] as const] : []));
    expect(bodies.flatMap(([id, schema]) => openRequestObjects(id, schema))).toEqual([]);
    expect(bodies.length).toBeGreaterThan(100);
  });
});
