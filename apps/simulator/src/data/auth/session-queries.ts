import { createHash } from 'node:crypto';
import { type AppDatabase, tables } from '@pcharging/db';
import { eq, sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../prepared';

const { sessions, adminUsers, roles } = tables;

/** Who a valid token signs in, with what their role may do. */
export interface SessionInfo {
  tokenHash: string;
  userId: number;
  username: string;
  nickname: string;
  roleId: number;
  roleName: string;
  permissions: readonly string[];
  /** The account's password is a temporary one (a generated first password): only changing it is allowed. */
  mustChangePassword: boolean;
}

/** Tokens are kept as their SHA-256: the database never holds one that could be used. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const sessionByTokenHash = preparedPerDatabase((db) =>
  db
    .select({
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      userId: adminUsers.id,
      username: adminUsers.username,
      nickname: adminUsers.nickname,
      status: adminUsers.status,
      passwordHash: adminUsers.passwordHash,
      roleId: roles.id,
      roleName: roles.name,
      actionList: roles.actionList,
    })
    .from(sessions)
    .innerJoin(adminUsers, eq(adminUsers.id, sessions.userId))
    .innerJoin(roles, eq(roles.id, adminUsers.roleId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare(),
);

export const findSession = (db: AppDatabase, tokenHash: string) => sessionByTokenHash(db).get({ tokenHash });

/** Whether the token's session still holds; unlike a call, an open socket does not extend it. */
export function sessionStillValid(db: AppDatabase, token: string, now: number): boolean {
  const row = db
    .select({ expiresAt: sessions.expiresAt, status: adminUsers.status })
    .from(sessions)
    .innerJoin(adminUsers, eq(adminUsers.id, sessions.userId))
    .where(eq(sessions.tokenHash, hashToken(token)))
    .get();
  return row !== undefined && row.status === 1 && row.expiresAt > now;
}
