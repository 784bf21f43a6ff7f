import { openapiDocument } from '@pcharging/api-client/openapi';
import { PHONE_PATTERN } from '@pcharging/validation';
import { describe, expect, it } from 'vitest';

/** Every `pattern` the document gives a field whose name says phone, with where it stands. */
function phonePatterns(node: unknown, path: string, found: Array<{ path: string; pattern: unknown }>) {
  if (node === null || typeof node !== 'object') return found;
  for (const [key, value] of Object.entries(node)) {
    const here = `${path}/${key}`;
    if (/phone/i.test(key) && value !== null && typeof value === 'object' && 'pattern' in value) {
      found.push({ path: here, pattern: value.pattern });
    }
    phonePatterns(value, here, found);
  }
  return found;
}

describe('the phone rule', () => {
  it('is the same in the document (which the simulator enforces) and in the forms of the web app', () => {
    const patterns = phonePatterns(openapiDocument, '', []);
    expect(patterns.length).toBeGreaterThanOrEqual(4);
    for (const { path, pattern } of patterns)
      expect({ path, pattern }).toEqual({ path, pattern: PHONE_PATTERN.source });
  });
});
