import { AccountStatus } from '@pcharging/api-client/enums';
import { type AppDatabase, tables } from '@pcharging/db';
import { and, eq, sql } from 'drizzle-orm';
import type { UserDetails } from './system-user-queries';

const { adminUsers, sessions } = tables;

export function insertUser(
  db: AppDatabase,
  user: UserDetails & { username: string; passwordHash: string },
  by: number,
  now: number,
): number {
  const [row] = db
    .insert(adminUsers)
    .values({ ...user, status: AccountStatus.Enabled, createdBy: by, updatedBy: by, createdAt: now, updatedAt: now })
    .returning({ id: adminUsers.id })
    .all();
  if (!row) throw new Error('insert into admin_users returned no row');
  return row.id;
}

export function updateUser(
  db: AppDatabase,
  id: number,
  changes: Partial<UserDetails & { status: AccountStatus; passwordHash: string }>,
  by: number,
  now: number,
): void {
  db.update(adminUsers)
    .set({ ...changes, updatedBy: by, updatedAt: now })
    .where(eq(adminUsers.id, id))
    .run();
}

export function deleteUserRow(db: AppDatabase, id: number): void {
  db.delete(adminUsers).where(eq(adminUsers.id, id)).run();
}

/** Ends the user's sessions, but for the caller's own when one is given. */
export function endUserSessions(db: AppDatabase, userId: number, keepTokenHash?: string): void {
  const others = keepTokenHash ? sql`${sessions.tokenHash} <> ${keepTokenHash}` : undefined;
  db.delete(sessions)
    .where(and(eq(sessions.userId, userId), others))
    .run();
}
