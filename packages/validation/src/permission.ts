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

/** A held key grants a required one when equal, or (with wider wildcards) when it is `area:*:*` or `area:entity:*` over it. */
function grants(heldKey: string, required: string, widerWildcards: boolean): boolean {
  if (heldKey === required) return true;
  if (!widerWildcards) return false;
  const [area, entity, action] = heldKey.split(':');
  const [wantedArea, wantedEntity] = required.split(':');
  if (action !== '*' || area !== wantedArea) return false;
  return entity === '*' || entity === wantedEntity;
}

export interface PermissionRules {
  /**
   * Whether `area:*:*` and `area:entity:*` grant their part. The spec knows only `*:*:*`; a backend that offers
   * the `permission-wildcards` capability reads the wider ones too.
   */
  widerWildcards: boolean;
}

/**
 * True when any required key is held; `*:*:*` grants everything. With nothing required it throws 'need roles!'
 * like the directive.
 */
export function hasPermission(
  held: readonly string[],
  required: string | readonly string[],
  rules: PermissionRules = { widerWildcards: true },
): boolean {
  const wanted = (typeof required === 'string' ? [required] : required)
    .map((key) => key.trim())
    .filter((key) => key !== '');
  if (wanted.length === 0) throw new Error('need roles!');
  if (held.includes(WILDCARD_PERMISSION)) return true;
  return wanted.some((key) => held.some((heldKey) => grants(heldKey, key, rules.widerWildcards)));
}
