import { ErrorCode } from '@pcharging/api-client/wire';
import type { AppDatabase } from '@pcharging/db';
import { enabledSuperAdmins } from '../../data/system/super-admins';
import { BusinessError } from '../../lib/errors';

/**
 * Runs a change in a transaction and undoes it when it takes away the last enabled user with `*:*:*`:
 * without such a user, no one could be sure to manage users and roles again.
 */
export function keepingASuperAdmin<T>(db: AppDatabase, change: () => T): T {
  return db.transaction(() => {
    const before = enabledSuperAdmins(db);
    const result = change();
    if (before > 0 && enabledSuperAdmins(db) === 0) throw new BusinessError(ErrorCode.InvalidState, 'lastSuperAdmin');
    return result;
  });
}
