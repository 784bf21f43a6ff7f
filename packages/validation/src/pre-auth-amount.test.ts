import { describe, expect, it } from 'vitest';
import { isPreAuthAmount, PRE_AUTH_MAX, PRE_AUTH_MIN } from './pre-auth-amount';

describe('isPreAuthAmount', () => {
  it('spans 0.5 to 100', () => {
    expect([PRE_AUTH_MIN, PRE_AUTH_MAX]).toEqual([0.5, 100]);
  });

  it.each<number | string>([0.5, 1, 99.99, 100, '0.5', '0.50', '1', '12.34', '100', '100.00'])('accepts %j', (v) => {
    expect(isPreAuthAmount(v)).toBe(true);
  });

  it.each<[number | string, string]>([
    [0.49, 'just below the minimum'],
    ['0.49', 'just below the minimum, as text'],
    [0, 'zero'],
    [100.01, 'just above the maximum'],
    ['100.01', 'just above the maximum, as text'],
    [-5, 'negative'],
    [1.234, 'three decimals'],
    ['1.234', 'three decimals, as text'],
    ['', 'empty'],
    ['01', 'leading zero'],
    ['1.', 'point without decimals'],
    ['abc', 'not a number'],
    [Number.NaN, 'NaN'],
  ])('rejects %j (%s)', (v) => {
    expect(isPreAuthAmount(v)).toBe(false);
  });
});
