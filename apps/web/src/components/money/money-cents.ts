/**
 * Whole cents of an amount as the API writes money (`"12.5"`, `"-3.20"`), so that amounts compare exactly rather
 * than as floating-point dollars. Not a number at all reads as zero.
 */
export function moneyCents(amount: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return 0;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -cents : cents;
}
