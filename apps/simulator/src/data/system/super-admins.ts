import type { AppDatabase } from '@pcharging/db';
import { sql } from 'drizzle-orm';

/** Enabled users holding `*:*:*`. */
export function enabledSuperAdmins(db: AppDatabase): number {
  const row = db.get<{ n: number }>(sql`
    select count(*) as n from admin_users u join roles r on r.id = u.role_id
    where u.status = 1 and instr(',' || replace(r.action_list, ' ', '') || ',', ',*:*:*,') > 0`);
  return row?.n ?? 0;
}
