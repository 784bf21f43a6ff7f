import { type AppDatabase, tables } from '@pcharging/db';
import { eq } from 'drizzle-orm';

const { adminUsers, roles } = tables;

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

/** Every account as one string of what makes it the same account: name, password, status and permissions. */
export function accountFingerprints(db: AppDatabase): Map<number, string> {
  const rows = db
    .select({
      id: adminUsers.id,
      username: adminUsers.username,
      passwordHash: adminUsers.passwordHash,
      status: adminUsers.status,
      actionList: roles.actionList,
    })
    .from(adminUsers)
    .leftJoin(roles, eq(roles.id, adminUsers.roleId))
    .all();
  return new Map(
    rows.map((row) => [row.id, JSON.stringify([row.username, row.passwordHash, row.status, row.actionList])]),
  );
}

export type Account = NonNullable<ReturnType<typeof findAccount>>;

/** An account name's failed sign-ins in a row, and until when it is locked. */
export function loginAttempts(db: AppDatabase, account: string) {
  return db.select().from(tables.loginAttempts).where(eq(tables.loginAttempts.account, account)).get();
}
