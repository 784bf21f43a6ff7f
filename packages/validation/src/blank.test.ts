import { describe, expect, it } from 'vitest';
import { isBlank } from './blank';

describe('isBlank', () => {
  it.each<[string, unknown]>([
    ['null', null],
    ['undefined', undefined],
    ['the empty string', ''],
    ['an empty array', []],
  ])('is true for %s', (_, v) => {
    expect(isBlank(v)).toBe(true);
  });

  it.each<[string, unknown]>([
    ['a whitespace-only string', '  '],
    ['a string', 'a'],
    ['zero', 0],
    ['false', false],
    ['an array holding an empty string', ['']],
    ['an empty object', {}],
    ['NaN', Number.NaN],
  ])('is false for %s', (_, v) => {
    expect(isBlank(v)).toBe(false);
  });
});
