import type { SeedProfile } from '@pcharging/seeds';
import { accountFingerprints } from '../../data/auth/account-queries';
import { endSessionsOf } from '../../data/auth/session-writes';
import { replaceContent, resetDatabase } from '../../data/network/content-writes';
import type { Domain } from '../domain';

/** The whole network seeded anew (a trainer's or a test's reset); the running network reads it again. */
export async function reseedNetwork(domain: Domain, seed: { profile: SeedProfile; seedNumber: number }): Promise<void> {
  await resetDatabase(domain.db, { ...seed, now: domain.clock.now(), timeZone: domain.timeZone });
  domain.network.reload();
}

/**
 * The network put back as a database file holds it (a snapshot, the demo network before a contract's interaction),
 * but for the tables kept; the running network reads it again. A session kept never speaks for an account the file
 * replaced: the sessions of every account whose name, password, status or permissions differ, or that is gone, end.
 */
export function restoreNetwork(
  domain: Domain,
  file: string,
  keepTables: readonly string[] = [],
): { sessionsEnded: number } {
  const before = accountFingerprints(domain.db);
  replaceContent(domain.db, file, { keepTables });
  const after = accountFingerprints(domain.db);
  const replaced = [...before.keys()].filter((userId) => after.get(userId) !== before.get(userId));
  const sessionsEnded = endSessionsOf(domain.db, replaced);
  domain.network.reload();
  return { sessionsEnded };
}
