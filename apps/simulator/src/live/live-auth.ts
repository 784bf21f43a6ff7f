import { type AppDatabase, tables } from '@pcharging/db';
import { eq } from 'drizzle-orm';
import { hashToken, resolveSession } from '../data/auth/sessions';
import type { Clock } from '../lib/clock';
import type { SimulatorConfig } from '../lib/env';

const { sessions, adminUsers } = tables;

export type LiveSignIn =
  | { status: 'valid'; username: string; permissions: readonly string[] }
  | { status: 'unknown' | 'expired' };

/** Signs a socket in with a login token, exactly as an API call would be. */
export function signInLive(
  deps: { db: AppDatabase; clock: Clock; config: SimulatorConfig },
  token: string,
): LiveSignIn {
  const lookup = resolveSession(deps.db, token, deps.clock.now(), deps.config.tokenTtlSeconds);
  if (lookup.status !== 'valid') return lookup;
  return { status: 'valid', username: lookup.session.username, permissions: lookup.session.permissions };
}

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
