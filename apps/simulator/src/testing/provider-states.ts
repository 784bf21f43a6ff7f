import { type OpenedDatabase, openDatabase, openDatabaseCopy, tables } from '@pcharging/db';
import { type SeedProfile, seedDatabase } from '@pcharging/seeds';
import { eq } from 'drizzle-orm';
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

  /** Puts a charger in a pile_status (0 offline, 1 online, 2 fault, 3 restarting), as the fleet would. */
  setChargerStatus(id: number, status: number): void {
    const updated = this.deps.db
      .update(tables.piles)
      .set({ status })
      .where(eq(tables.piles.id, id))
      .returning({ id: tables.piles.id })
      .all();
    if (updated.length === 0) throw new Error(`provider state names unknown charger ${id}`);
  }

  /** A failed sign-in and a successful change in the operation log, as the logging middleware writes them. */
  logOperations(account: string): void {
    const row = findAccount(this.deps.db, account);
    if (!row) throw new Error(`provider state names unknown account ${account}`);
    const at = this.deps.clock.now();
    const entry = { method: 'POST', ip: '127.0.0.1', durationMs: 12 };
    this.deps.db
      .insert(tables.operationLogs)
      .values([
        {
          ...entry,
          userId: null,
          username: account,
          operationId: 'login',
          path: '/Admin_user/login',
          params: JSON.stringify({ account, pwd: '***' }),
          resultCode: '1003',
          resultMessage: 'Wrong account or password',
          createdAt: at - 60_000,
        },
        {
          ...entry,
          userId: row.id,
          username: account,
          operationId: 'setCustomerStatus',
          path: '/Customer/status',
          params: JSON.stringify({ id: 1, status: 0 }),
          resultCode: '200',
          resultMessage: 'Disabled successfully',
          createdAt: at,
        },
      ])
      .run();
  }

  close(): void {
    this.database?.close();
  }
}
