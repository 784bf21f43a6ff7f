import { randomBytes } from 'node:crypto';
import { parseActionList } from '@pcharging/validation';
import { findSession, hashToken, type SessionInfo } from '../../data/auth/session-queries';
import {
  deleteOtherSessions,
  deleteSession,
  expireSessions as expireSessionRows,
  insertSession,
  slideSession,
} from '../../data/auth/session-writes';
import type { Domain } from '../domain';

/** What signing in and out needs of the domain: the database and the clock. */
export type AuthContext = Pick<Domain, 'db' | 'clock'>;

// Sliding expiry is written at most this often per session, so reads do not all become writes; a short session
// slides at a quarter of its lifetime, so that it still slides whatever PCHARGING_TOKEN_TTL is.
const SLIDE_GRANULARITY_MS = 5_000;
// Expired sessions are kept this long so that their tokens answer 1005 (expired), not 401 (unknown).
const EXPIRED_RETENTION_MS = 7 * 24 * 3600 * 1000;

function slideGranularity(ttlSeconds: number): number {
  return Math.min(SLIDE_GRANULARITY_MS, (ttlSeconds * 1000) / 4);
}

export type SessionLookup = { status: 'valid'; session: SessionInfo } | { status: 'unknown' } | { status: 'expired' };

/** The session a token opens, its expiry moved on by the use (sliding); a token of a disabled user is unknown. */
export function resolveSession(auth: AuthContext, token: string, ttlSeconds: number): SessionLookup {
  const now = auth.clock.now();
  const tokenHash = hashToken(token);
  const row = findSession(auth.db, tokenHash);
  if (row?.status !== 1) return { status: 'unknown' };
  if (row.expiresAt <= now) return { status: 'expired' };
  if (now - row.lastSeenAt >= slideGranularity(ttlSeconds)) {
    slideSession(auth.db, tokenHash, now, now + ttlSeconds * 1000);
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

/** A new session for a user; returns its token (a random one unless given, as provider states do). */
export function openSession(
  auth: AuthContext,
  userId: number,
  ttlSeconds: number,
  token = randomBytes(32).toString('base64url'),
): string {
  const now = auth.clock.now();
  insertSession(auth.db, {
    tokenHash: hashToken(token),
    userId,
    now,
    expiresAt: now + ttlSeconds * 1000,
    purgeBefore: now - EXPIRED_RETENTION_MS,
  });
  return token;
}

export const endSession = (auth: AuthContext, tokenHash: string) => deleteSession(auth.db, tokenHash);

export const endOtherSessions = (auth: AuthContext, userId: number, keepTokenHash: string) =>
  deleteOtherSessions(auth.db, userId, keepTokenHash);

/** Marks sessions as expired now (all, or one token's): the control surface uses it for training and tests. */
export const expireSessions = (auth: AuthContext, token?: string): number =>
  expireSessionRows(auth.db, auth.clock.now(), token);
