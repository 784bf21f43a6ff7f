import { type AppDatabase, tables } from '@pcharging/db';
import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../prepared';
import { hashToken } from './session-queries';

const { sessions } = tables;

const slideStatement = preparedPerDatabase((db) =>
  db
    .update(sessions)
    .set({ lastSeenAt: sql`${sql.placeholder('now')}`, expiresAt: sql`${sql.placeholder('expiresAt')}` })
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare(),
);

/** A new session for a token's hash; sessions expired before `purgeBefore` are removed meanwhile. */
export function insertSession(
  db: AppDatabase,
  session: { tokenHash: string; userId: number; now: number; expiresAt: number; purgeBefore: number },
): void {
  const { tokenHash, userId, now, expiresAt, purgeBefore } = session;
  db.insert(sessions).values({ tokenHash, userId, createdAt: now, lastSeenAt: now, expiresAt }).run();
  db.delete(sessions).where(lt(sessions.expiresAt, purgeBefore)).run();
}

/** Moves a session's expiry on from a use at `now`. */
export function slideSession(db: AppDatabase, tokenHash: string, now: number, expiresAt: number): void {
  slideStatement(db).run({ tokenHash, now, expiresAt });
}

export function deleteSession(db: AppDatabase, tokenHash: string): void {
  db.delete(sessions).where(eq(sessions.tokenHash, tokenHash)).run();
}

export function deleteOtherSessions(db: AppDatabase, userId: number, keepTokenHash: string): void {
  db.delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)))
    .run();
}

/** Marks sessions as expired at `now` (all, or one token's); returns how many. */
export function expireSessions(db: AppDatabase, now: number, token?: string): number {
  const query = db.update(sessions).set({ expiresAt: now - 1 });
  const result = token ? query.where(eq(sessions.tokenHash, hashToken(token))).run() : query.run();
  return result.changes;
}

/** Ends every session of these users; returns how many. */
export function endSessionsOf(db: AppDatabase, userIds: readonly number[]): number {
  if (userIds.length === 0) return 0;
  return db
    .delete(sessions)
    .where(inArray(sessions.userId, [...userIds]))
    .run().changes;
}
