export const MONEY_DECIMALS = 2;

const MONEY = new RegExp(`^(0|[1-9]\\d*)(\\.\\d{1,${MONEY_DECIMALS}})?$`);

/** A non-empty amount written without sign, leading zeros or more than two decimals. */
export function isMoneyAmount(s: string): boolean {
  return MONEY.test(s);
}

/** A money field: empty is accepted, the required check is separate. */
export function isMoney(s: string): boolean {
  return s === '' || isMoneyAmount(s);
}
