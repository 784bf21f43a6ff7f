import { isMoney, isPreAuthAmount } from '@pcharging/validation';
import { describe, expect, it } from 'vitest';
import { propertySchema, resolveRef } from './openapi-schemas';

/** Every string of up to `length` characters over `alphabet`: small enough to try all, rich enough to disagree. */
function* strings(alphabet: string, length: number): Generator<string> {
  yield '';
  let level = [''];
  for (let size = 1; size <= length; size += 1) {
    const next: string[] = [];
    for (const prefix of level) for (const character of alphabet) next.push(prefix + character);
    yield* next;
    level = next;
  }
}

/** The strings where the document's pattern and the server's rule disagree. */
function disagreements(pattern: string, rule: (text: string) => boolean): string[] {
  const expression = new RegExp(pattern, 'u');
  return [...strings('0159.-', 6)].filter((text) => expression.test(text) !== rule(text));
}

describe('the amount patterns of the document are the server rules', () => {
  it('a Money field: what the pattern admits is what the server takes', () => {
    const money = resolveRef({ $ref: '#/components/schemas/Money' });
    expect(money?.pattern).toEqual(expect.any(String));
    expect(disagreements(String(money?.pattern), isMoney)).toEqual([]);
    expect(new RegExp(String(money?.pattern)).test('00000000000')).toBe(false);
  });

  it('a pre-authorization amount: whole dollars from 1 to 100', () => {
    const station = resolveRef({ $ref: '#/components/schemas/StationInput' });
    const preauth = propertySchema(station, 'MinAmount');
    expect(preauth?.pattern).toEqual(expect.any(String));
    expect(disagreements(String(preauth?.pattern), isPreAuthAmount)).toEqual([]);
    expect(['0', '0.5', '101', '20.50'].filter((text) => new RegExp(String(preauth?.pattern)).test(text))).toEqual([]);
  });
});
