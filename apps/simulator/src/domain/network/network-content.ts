import type { SeedProfile } from '@pcharging/seeds';
import { replaceContent, resetDatabase } from '../../data/network/content-writes';
import type { Domain } from '../domain';

/** The whole network seeded anew (a trainer's or a test's reset); the running network reads it again. */
export async function reseedNetwork(domain: Domain, seed: { profile: SeedProfile; seedNumber: number }): Promise<void> {
  await resetDatabase(domain.db, { ...seed, now: domain.clock.now(), timeZone: domain.timeZone });
  domain.network.reload();
}

/**
 * The network put back as a database file holds it (a snapshot, the demo network before a contract's interaction),
 * but for the tables kept; the running network reads it again.
 */
export function restoreNetwork(domain: Domain, file: string, keepTables: readonly string[] = []): void {
  replaceContent(domain.db, file, { keepTables });
  domain.network.reload();
}
