import { type AppDatabase, tables } from '@pcharging/db';
import { eq, or, sql } from 'drizzle-orm';

const { adminUsers, loginAttempts } = tables;

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

/** An account name's failed sign-ins in a row, and until when it is locked (null when it is not). */
export function setLoginAttempts(
  db: AppDatabase,
  account: string,
  attempts: { failures: number; lockedUntil: number | null; at: number },
): void {
  const { failures, lockedUntil, at } = attempts;
  db.insert(loginAttempts)
    .values({ account, failures, lockedUntil, updatedAt: at })
    .onConflictDoUpdate({ target: loginAttempts.account, set: { failures, lockedUntil, updatedAt: at } })
    .run();
}

export function clearFailedLogins(db: AppDatabase, account: string): void {
  db.delete(loginAttempts).where(eq(loginAttempts.account, account)).run();
}

/** Removes the throttles of one account name (from every address), or every throttle; returns how many. */
export function clearThrottles(db: AppDatabase, account?: string): number {
  if (account === undefined) return db.delete(loginAttempts).run().changes;
  const pairs = `pair:${account}|`;
  return db
    .delete(loginAttempts)
    .where(
      or(
        eq(loginAttempts.account, `account:${account}`),
        sql`substr(${loginAttempts.account}, 1, ${pairs.length}) = ${pairs}`,
      ),
    )
    .run().changes;
}
