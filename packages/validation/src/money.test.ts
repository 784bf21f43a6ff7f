import { describe, expect, it } from 'vitest';
import { isMoney, isMoneyAmount, MONEY_DECIMALS } from './money';

describe('isMoney', () => {
  it('allows two decimals', () => {
    expect(MONEY_DECIMALS).toBe(2);
  });

  it.each(['', '0', '0.5', '0.05', '0.50', '1', '10', '10.25', '100.1', '123456789.99'])('accepts %j', (s) => {
    expect(isMoney(s)).toBe(true);
  });

  it.each([
    ['01', 'leading zero'],
    ['00', 'double zero'],
    ['00.1', 'leading zeros before the point'],
    ['1.', 'point without decimals'],
    ['.5', 'decimals without integer part'],
    ['1.234', 'three decimals'],
    ['-1', 'negative sign'],
    ['+1', 'positive sign'],
    [' 1', 'leading space'],
    ['1 ', 'trailing space'],
    ['1,5', 'comma as decimal separator'],
    ['1e3', 'exponent'],
    ['abc', 'letters'],
  ])('rejects %j (%s)', (s) => {
    expect(isMoney(s)).toBe(false);
  });
});

describe('isMoneyAmount', () => {
  it.each([
    ['', false],
    ['0', true],
    ['12.34', true],
    ['01', false],
  ])('%j is an amount: %s', (s, expected) => {
    expect(isMoneyAmount(s)).toBe(expected);
  });
});
