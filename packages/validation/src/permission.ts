export const WILDCARD_PERMISSION = '*:*:*';

/** The login's comma-separated action_list as a list of distinct keys. */
export function parseActionList(list: string | null | undefined): string[] {
  if (!list) return [];
  const keys = list
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '');
  return [...new Set(keys)];
}

/** True when any required key is held; with nothing required it throws 'need roles!' like the directive. */
export function hasPermission(held: readonly string[], required: string | readonly string[]): boolean {
  const wanted = (typeof required === 'string' ? [required] : required)
    .map((key) => key.trim())
    .filter((key) => key !== '');
  if (wanted.length === 0) throw new Error('need roles!');
  if (held.includes(WILDCARD_PERMISSION)) return true;
  return wanted.some((key) => held.includes(key));
}
