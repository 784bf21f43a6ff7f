import { createHash, randomBytes } from 'node:crypto';
import { type AppDatabase, tables } from '@pcharging/db';
import { parseActionList } from '@pcharging/validation';
import { eq, lt, sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../prepared';

const { sessions, adminUsers, roles } = tables;

// Sliding expiry is written at most this often per session, so reads do not all become writes; a short session
// slides at a quarter of its lifetime, so that it still slides whatever PCHARGING_TOKEN_TTL is.
const SLIDE_GRANULARITY_MS = 5_000;

function slideGranularity(ttlSeconds: number): number {
  return Math.min(SLIDE_GRANULARITY_MS, (ttlSeconds * 1000) / 4);
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

const slideSession = preparedPerDatabase((db) =>
  db
    .update(sessions)
    .set({ lastSeenAt: sql`${sql.placeholder('now')}`, expiresAt: sql`${sql.placeholder('expiresAt')}` })
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare(),
);
// Expired sessions are kept this long so that their tokens answer 1005 (expired), not 401 (unknown).
const EXPIRED_RETENTION_MS = 7 * 24 * 3600 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createSession(
  db: AppDatabase,
  userId: number,
  now: number,
  ttlSeconds: number,
  token = randomBytes(32).toString('base64url'),
): string {
  db.insert(sessions)
    .values({
      tokenHash: hashToken(token),
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: now + ttlSeconds * 1000,
    })
    .run();
  db.delete(sessions)
    .where(lt(sessions.expiresAt, now - EXPIRED_RETENTION_MS))
    .run();
  return token;
}

/** Who a valid token signs in, with what their role may do. */
export interface SessionInfo {
  tokenHash: string;
  userId: number;
  username: string;
  nickname: string;
  roleId: number;
  roleName: string;
  permissions: readonly string[];
}

export type SessionLookup = { status: 'valid'; session: SessionInfo } | { status: 'unknown' } | { status: 'expired' };

export function resolveSession(db: AppDatabase, token: string, now: number, ttlSeconds: number): SessionLookup {
  const tokenHash = hashToken(token);
  const row = sessionByTokenHash(db).get({ tokenHash });
  if (row?.status !== 1) return { status: 'unknown' };
  if (row.expiresAt <= now) return { status: 'expired' };
  if (now - row.lastSeenAt >= slideGranularity(ttlSeconds)) {
    slideSession(db).run({ tokenHash, now, expiresAt: now + ttlSeconds * 1000 });
  }
  return {
    status: 'valid',
    session: {
      tokenHash,
      userId: row.userId,
      username: row.username,
      nickname: row.nickname,
      roleId: row.roleId,
      roleName: row.roleName,
      permissions: parseActionList(row.actionList),
    },
  };
}

export function endSession(db: AppDatabase, tokenHash: string): void {
  db.delete(sessions).where(eq(sessions.tokenHash, tokenHash)).run();
}

/** Ends every other session of a user, e.g. after a password change. */
export function endOtherSessions(db: AppDatabase, userId: number, keepTokenHash: string): void {
  const others = db.select({ tokenHash: sessions.tokenHash }).from(sessions).where(eq(sessions.userId, userId)).all();
  for (const { tokenHash } of others) if (tokenHash !== keepTokenHash) endSession(db, tokenHash);
}

/** Marks sessions as expired now (all, or one token's): the control surface uses it for training and tests. */
export function expireSessions(db: AppDatabase, now: number, token?: string): number {
  const query = db.update(sessions).set({ expiresAt: now - 1 });
  const result = token ? query.where(eq(sessions.tokenHash, hashToken(token))).run() : query.run();
  return result.changes;
}
