/**
 * A field of a capability as a full backend sends it: the generated types leave such fields optional (a backend
 * without the capability omits them), so a test of the full profile states that it is there.
 */
export function present<T>(value: T | undefined, field: string): T {
  if (value === undefined) throw new Error(`the answer has no ${field}`);
  return value;
}
