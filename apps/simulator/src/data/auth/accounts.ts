import { type AppDatabase, tables } from '@pcharging/db';
import { eq } from 'drizzle-orm';

const { adminUsers, roles, loginAttempts } = tables;

export const MAX_FAILED_LOGINS = 5;
export const LOCK_DURATION_MS = 5 * 60 * 1000;

export function findAccount(db: AppDatabase, username: string) {
  return db
    .select({
      id: adminUsers.id,
      username: adminUsers.username,
      nickname: adminUsers.nickname,
      email: adminUsers.email,
      phone: adminUsers.phone,
      status: adminUsers.status,
      passwordHash: adminUsers.passwordHash,
      lastLoginAt: adminUsers.lastLoginAt,
      createdAt: adminUsers.createdAt,
      roleId: roles.id,
      roleName: roles.name,
      actionList: roles.actionList,
    })
    .from(adminUsers)
    .innerJoin(roles, eq(roles.id, adminUsers.roleId))
    .where(eq(adminUsers.username, username))
    .get();
}

export function findAccountById(db: AppDatabase, id: number) {
  const row = db.select({ username: adminUsers.username }).from(adminUsers).where(eq(adminUsers.id, id)).get();
  return row ? findAccount(db, row.username) : undefined;
}

export type Account = NonNullable<ReturnType<typeof findAccount>>;

export function recordLogin(db: AppDatabase, userId: number, now: number): void {
  db.update(adminUsers).set({ lastLoginAt: now }).where(eq(adminUsers.id, userId)).run();
}

export function updatePasswordHash(db: AppDatabase, userId: number, passwordHash: string, now: number): void {
  db.update(adminUsers).set({ passwordHash, updatedAt: now, updatedBy: userId }).where(eq(adminUsers.id, userId)).run();
}

/** The same password, hashed again at the current cost: nothing else of the account changes. */
export function rehashPassword(db: AppDatabase, userId: number, passwordHash: string): void {
  db.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, userId)).run();
}

export function updateProfile(
  db: AppDatabase,
  userId: number,
  profile: { nickname: string; email?: string | undefined; phone?: string | undefined },
  now: number,
): void {
  db.update(adminUsers)
    .set({
      nickname: profile.nickname,
      ...(profile.email === undefined ? {} : { email: profile.email }),
      ...(profile.phone === undefined ? {} : { phone: profile.phone }),
      updatedAt: now,
      updatedBy: userId,
    })
    .where(eq(adminUsers.id, userId))
    .run();
}

/** Milliseconds until the account may try again, or 0 when it is not locked. */
export function lockRemaining(db: AppDatabase, account: string, now: number): number {
  const row = db.select().from(loginAttempts).where(eq(loginAttempts.account, account)).get();
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil - now : 0;
}

/** Counts a failed sign-in; the fifth in a row locks the account name for a while. */
export function recordFailedLogin(db: AppDatabase, account: string, now: number): void {
  const row = db.select().from(loginAttempts).where(eq(loginAttempts.account, account)).get();
  const failures = (row?.lockedUntil && row.lockedUntil <= now ? 0 : (row?.failures ?? 0)) + 1;
  const lockedUntil = failures >= MAX_FAILED_LOGINS ? now + LOCK_DURATION_MS : null;
  db.insert(loginAttempts)
    .values({ account, failures: lockedUntil ? 0 : failures, lockedUntil, updatedAt: now })
    .onConflictDoUpdate({
      target: loginAttempts.account,
      set: { failures: lockedUntil ? 0 : failures, lockedUntil, updatedAt: now },
    })
    .run();
}

export function clearFailedLogins(db: AppDatabase, account: string): void {
  db.delete(loginAttempts).where(eq(loginAttempts.account, account)).run();
}
