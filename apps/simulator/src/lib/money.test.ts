import { describe, expect, it } from 'vitest';
import { centsToMoney, moneyToCents } from './money';

describe('money on the wire', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1250, '12.50'],
    [-1720, '-17.20'],
  ])('writes %i cents as %s', (cents, money) => {
    expect(centsToMoney(cents)).toBe(money);
  });

  it.each([
    ['', 0],
    ['0', 0],
    ['12', 1200],
    ['12.5', 1250],
    ['12.05', 1205],
  ])('reads %j as %i cents', (money, cents) => {
    expect(moneyToCents(money)).toBe(cents);
  });
});
