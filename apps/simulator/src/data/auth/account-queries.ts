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

export type Account = NonNullable<ReturnType<typeof findAccount>>;

/** An account name's failed sign-ins in a row, and until when it is locked. */
export function loginAttempts(db: AppDatabase, account: string) {
  return db.select().from(tables.loginAttempts).where(eq(tables.loginAttempts.account, account)).get();
}
