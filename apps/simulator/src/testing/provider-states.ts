import { type OpenedDatabase, openDatabase, openDatabaseCopy } from '@pcharging/db';
import { type SeedProfile, seedDatabase } from '@pcharging/seeds';
import { applyProviderState } from '../control/provider-state-actions';
import { domainFor, NETWORK_NOT_RUNNING } from '../domain/domain';
import type { AppDependencies } from '../http/context';

/**
 * Provider states for contract verification in-process: a fresh seeded database per interaction, and the
 * named states the running simulator also offers at `/__sim/pact-states`.
 */
export class ProviderStates {
  private database: OpenedDatabase | undefined;
  private readonly images = new Map<SeedProfile, Buffer>();

  constructor(private readonly deps: AppDependencies) {}

  /**
   * A fresh copy of the profile's seeded database; every interaction starts from one. The connection is a new
   * one each time (a deserialised copy is far quicker than rewriting every table), so whatever held the old
   * one, such as an app's fleet engine, must be made anew.
   */
  async reset(profile: SeedProfile = 'demo'): Promise<void> {
    this.database?.close();
    let image = this.images.get(profile);
    if (!image) {
      const seeded = openDatabase(':memory:');
      await seedDatabase(seeded.db, {
        profile,
        now: this.deps.clock.now(),
        timeZone: this.deps.config.network.timeZone,
      });
      image = seeded.sqlite.serialize();
      seeded.close();
      this.images.set(profile, image);
    }
    const database = openDatabaseCopy(image);
    this.database = database;
    this.deps.db = database.db;
  }

  /** Sets one of the named states (see `PROVIDER_STATE_NAMES`) on the current database. */
  apply(name: string, params: Readonly<Record<string, string>> = {}): void {
    const domain = domainFor(this.deps, NETWORK_NOT_RUNNING, 'en');
    applyProviderState({ domain, tokenTtlSeconds: this.deps.config.tokenTtlSeconds }, name, params);
  }

  close(): void {
    this.database?.close();
  }
}
