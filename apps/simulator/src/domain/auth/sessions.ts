import { randomBytes } from 'node:crypto';
import { isTemporaryPassword } from '@pcharging/db';
import { parseActionList } from '@pcharging/validation';
import { findSession, hashToken, type SessionInfo } from '../../data/auth/session-queries';
import {
  deleteOtherSessions,
  deleteSession,
  expireSessions as expireSessionRows,
  insertSession,
  slideSession,
} from '../../data/auth/session-writes';
import { systemClock } from '../../lib/clock';
import type { Domain } from '../domain';

/**
 * What signing in and out needs: the database and real time. Sessions, captchas and throttles last real seconds
 * whatever speed the simulated clock runs at; tests give a clock they move (`wallClock`), the server gives none.
 */
export type AuthContext = Pick<Domain, 'db' | 'wallClock'>;

export const authNow = (auth: AuthContext): number => (auth.wallClock ?? systemClock).now();

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
  const now = authNow(auth);
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
      mustChangePassword: isTemporaryPassword(row.passwordHash),
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
  const now = authNow(auth);
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
  expireSessionRows(auth.db, authNow(auth), token);
