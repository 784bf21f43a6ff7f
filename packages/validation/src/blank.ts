/** Null, undefined, '' or []. A whitespace-only string is not blank: the spec names only the empty string. */
export function isBlank(v: unknown): boolean {
  return v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
}
