import { describe, expect, it } from 'vitest';
import { requestSchemas } from '../src/generated/request-schemas';
import { dereference } from './request-schemas';

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
