const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** A CSS length from a number or numeric string; anything else ('50%', 'auto') is passed through. */
export function toPx(v: number | string): string {
  const value = typeof v === 'number' ? v : NUMERIC.test(v) ? Number(v) : undefined;
  if (value === undefined || !Number.isFinite(value)) return String(v);
  return value === 0 ? '0' : `${value}px`;
}
