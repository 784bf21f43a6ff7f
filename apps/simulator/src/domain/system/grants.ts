import { ErrorCode } from '@pcharging/api-client/wire';
import type { AppDatabase } from '@pcharging/db';
import { hasPermission, type PermissionRules, parseActionList, WILDCARD_PERMISSION } from '@pcharging/validation';
import { findRole } from '../../data/system/role-queries';
import { BusinessError } from '../../lib/errors';

/** Who hands out permissions: what they hold, read with the backend's wildcard rules. */
export interface Grantor {
  permissions: readonly string[];
  rules: PermissionRules;
}

/**
 * Refuses (403) unless the grantor already holds every permission given: nobody hands out more than they have, and
 * only a super administrator hands out `*:*:*` — or touches someone who holds it.
 */
export function mayGrant(grantor: Grantor, permissions: readonly string[]): void {
  const superAdmin = grantor.permissions.includes(WILDCARD_PERMISSION);
  if (superAdmin) return;
  if (permissions.includes(WILDCARD_PERMISSION)) throw new BusinessError(ErrorCode.Forbidden, 'superAdminOnly');
  const unheld = permissions.filter((permission) => !hasPermission(grantor.permissions, permission, grantor.rules));
  if (unheld.length > 0)
    throw new BusinessError(ErrorCode.Forbidden, 'grantsMoreThanHeld', { names: unheld.join(', ') });
}

/** The permissions a role gives (none for a role that does not exist: the caller answers that). */
export function permissionsOfRole(db: AppDatabase, roleId: number): string[] {
  return parseActionList(findRole(db, roleId)?.role.actionList);
}
