import { createHash } from 'node:crypto';
import { hashPasswordDigest, openDatabase, passwordCost } from '@pcharging/db';
import { seedDatabase } from '@pcharging/seeds';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, signIn } from '../../testing/harness';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

const costOf = (hash: string) => Number(hash.split('$')[1]);

describe('password hashes at rest', () => {
  it("store a new database's accounts at scrypt N = 2^17 unless a test suite lowers it", async () => {
    const saved = process.env.PCHARGING_PASSWORD_COST;
    delete process.env.PCHARGING_PASSWORD_COST;
    const database = openDatabase(':memory:');
    try {
      await seedDatabase(database.db, { profile: 'empty', now: Date.UTC(2026, 10, 25), timeZone: 'UTC' });
      const admin = database.sqlite
        .prepare("select password_hash as hash from admin_users where username = 'admin'")
        .get() as {
        hash: string;
      };
      expect(costOf(admin.hash)).toBeGreaterThanOrEqual(2 ** 17);
    } finally {
      database.close();
      if (saved !== undefined) process.env.PCHARGING_PASSWORD_COST = saved;
    }
  });

  describe('made at a lower cost by an older release', () => {
    let harness: Harness;
    beforeAll(async () => {
      harness = await createHarness();
    });
    afterAll(() => harness.close());

    it('are made again at the current cost on the next successful sign-in, and only then', async () => {
      const weaker = await hashPasswordDigest(md5('Admin#2026'), passwordCost() / 4);
      const hashOf = () =>
        (
          harness.database.sqlite
            .prepare("select password_hash as hash from admin_users where username = 'ops'")
            .get() as {
            hash: string;
          }
        ).hash;
      harness.database.sqlite.prepare("update admin_users set password_hash = ? where username = 'ops'").run(weaker);
      await expect(signIn(harness, 'ops', 'Wrong#2026')).rejects.toBeTruthy();
      expect(hashOf()).toBe(weaker);
      await signIn(harness, 'ops');
      expect(costOf(hashOf())).toBe(passwordCost());
      await signIn(harness, 'ops');
    });
  });
});
