import { ErrorCode } from '@pcharging/api-client/wire';
import type { AppDatabase } from '@pcharging/db';
import { sql } from 'drizzle-orm';
import { BusinessError } from '../../lib/errors';

function enabledSuperAdmins(db: AppDatabase): number {
  const row = db.get<{ n: number }>(sql`
    select count(*) as n from admin_users u join roles r on r.id = u.role_id
    where u.status = 1 and instr(',' || replace(r.action_list, ' ', '') || ',', ',*:*:*,') > 0`);
  return row?.n ?? 0;
}

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
