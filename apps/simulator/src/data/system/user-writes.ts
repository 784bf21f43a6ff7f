import { AccountStatus } from '@pcharging/api-client/enums';
import { type AppDatabase, tables } from '@pcharging/db';
import { and, eq, sql } from 'drizzle-orm';
import { deleteRow, insertRow, updateRow } from '../rows-by-id';
import type { UserDetails } from './system-user-queries';

const { adminUsers, sessions } = tables;

export function insertUser(
  db: AppDatabase,
  user: UserDetails & { username: string; passwordHash: string },
  by: number,
  now: number,
): number {
  return insertRow(db, adminUsers, {
    ...user,
    status: AccountStatus.Enabled,
    createdBy: by,
    updatedBy: by,
    createdAt: now,
    updatedAt: now,
  });
}

export function updateUser(
  db: AppDatabase,
  id: number,
  changes: Partial<UserDetails & { status: AccountStatus; passwordHash: string }>,
  by: number,
  now: number,
): void {
  updateRow(db, adminUsers, id, { ...changes, updatedBy: by, updatedAt: now });
}

export function deleteUserRow(db: AppDatabase, id: number): void {
  deleteRow(db, adminUsers, id);
}

/** Ends the user's sessions, but for the caller's own when one is given. */
export function endUserSessions(db: AppDatabase, userId: number, keepTokenHash?: string): void {
  const others = keepTokenHash ? sql`${sessions.tokenHash} <> ${keepTokenHash}` : undefined;
  db.delete(sessions)
    .where(and(eq(sessions.userId, userId), others))
    .run();
}
