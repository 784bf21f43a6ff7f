import { grantablePermissions } from './generated/enums';
import type { GrantablePermission } from './generated/models';

const grantable: ReadonlySet<string> = new Set(grantablePermissions);

/** Whether an action string is one a role can be given (the document's GrantablePermission). */
export function isGrantablePermission(value: string): value is GrantablePermission {
  return grantable.has(value);
}

/** The action strings of a list that a role can be given, in its order; any other is left out. */
export function grantableOnly(values: readonly string[]): GrantablePermission[] {
  return values.filter(isGrantablePermission);
}
