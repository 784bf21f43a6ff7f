import { isMoneyAmount } from './money';

/**
 * The spec asks for "an integer amount between 0.5 and 100": no integer lies between 0.5 and 1, so the amount is a
 * whole number of dollars from 1 to 100 (decided for issue 33; "20" and "20.00" are the same whole amount).
 */
export const PRE_AUTH_MIN = 1;
export const PRE_AUTH_MAX = 100;

export function isPreAuthAmount(v: number | string): boolean {
  const text = String(v);
  if (!isMoneyAmount(text)) return false;
  const amount = Number(text);
  return Number.isInteger(amount) && amount >= PRE_AUTH_MIN && amount <= PRE_AUTH_MAX;
}
