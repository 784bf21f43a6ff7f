import { type OpenedDatabase, openDatabase, openDatabaseCopy } from '@pcharging/db';
import { type SeedProfile, seedDatabase } from '@pcharging/seeds';
import type { AppDependencies } from '../lib/context';
import { findAccount } from '../routes/auth/account.repo';
import { issueCaptchaWithId } from '../routes/auth/captcha.repo';
import { createSession, expireSessions } from '../routes/auth/session.repo';

/**
 * Provider states for contract verification, written with the simulator's own seeding and repository
 * code, so a state means the same thing here as it does in the running product.
 */
export class ProviderStates {
  private database: OpenedDatabase | undefined;
  private readonly images = new Map<SeedProfile, Buffer>();

  constructor(private readonly deps: AppDependencies) {}

  /** A fresh copy of the profile's seeded database; every interaction starts from one. */
  async reset(profile: SeedProfile = 'demo'): Promise<void> {
    this.database?.close();
    let image = this.images.get(profile);
    if (!image) {
      const seeded = openDatabase(':memory:');
      await seedDatabase(seeded.db, { profile, now: this.deps.clock.now() });
      image = seeded.sqlite.serialize();
      seeded.close();
      this.images.set(profile, image);
    }
    const database = openDatabaseCopy(image);
    this.database = database;
    this.deps.db = database.db;
  }

  issueCaptcha(cookieValue: string, answer: string): void {
    issueCaptchaWithId(this.deps.db, cookieValue, answer, this.deps.clock.now());
  }

  signIn(account: string, token: string): void {
    const row = findAccount(this.deps.db, account);
    if (!row) throw new Error(`provider state names unknown account ${account}`);
    createSession(this.deps.db, row.id, this.deps.clock.now(), this.deps.config.tokenTtlSeconds, token);
  }

  expire(token: string): void {
    expireSessions(this.deps.db, this.deps.clock.now(), token);
  }

  close(): void {
    this.database?.close();
  }
}
