import { describe, expect, it } from 'vitest';
import { isPreAuthAmount, PRE_AUTH_MAX, PRE_AUTH_MIN } from './pre-auth-amount';

describe('isPreAuthAmount', () => {
  it('spans 1 to 100 whole dollars', () => {
    expect([PRE_AUTH_MIN, PRE_AUTH_MAX]).toEqual([1, 100]);
  });

  it.each<number | string>([1, 20, 100, '1', '20', '20.00', '100', '100.00'])('accepts %j', (v) => {
    expect(isPreAuthAmount(v)).toBe(true);
  });

  it.each<[number | string, string]>([
    [1.5, 'not a whole amount'],
    ['1.5', 'not a whole amount, as text'],
    ['99.99', 'cents'],
    [0.5, 'the spec’s lower bound, which no integer meets'],
    ['0.5', 'the spec’s lower bound, as text'],
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
