import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPasswordDigest, passwordCost, passwordNeedsRehash, verifyPasswordDigest } from './password-hash';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

describe('password digests at rest', () => {
  it('stores a salted scrypt hash, never the md5 itself', async () => {
    const digest = md5('Admin#2026');
    const stored = await hashPasswordDigest(digest, 2 ** 12);
    expect(stored).toMatch(/^scrypt\$4096\$8\$1\$/);
    expect(stored).not.toContain(digest);
    expect(await hashPasswordDigest(digest)).not.toBe(stored);
  });

  it('verifies the right digest in either hex case and rejects another', async () => {
    const stored = await hashPasswordDigest(md5('Admin#2026'));
    expect(await verifyPasswordDigest(md5('Admin#2026'), stored)).toBe(true);
    expect(await verifyPasswordDigest(md5('Admin#2026').toUpperCase(), stored)).toBe(true);
    expect(await verifyPasswordDigest(md5('admin#2026'), stored)).toBe(false);
  });

  it('rejects a stored value in an unknown format', async () => {
    expect(await verifyPasswordDigest(md5('x'), md5('x'))).toBe(false);
  });
});

describe('the cost of a hash', () => {
  it('is 2^17 unless PCHARGING_PASSWORD_COST lowers it, and a bad setting says what it wants', () => {
    const saved = process.env.PCHARGING_PASSWORD_COST;
    try {
      delete process.env.PCHARGING_PASSWORD_COST;
      expect(passwordCost()).toBe(2 ** 17);
      process.env.PCHARGING_PASSWORD_COST = '12';
      expect(passwordCost()).toBe(2 ** 12);
      process.env.PCHARGING_PASSWORD_COST = '4';
      expect(() => passwordCost()).toThrow(/PCHARGING_PASSWORD_COST must be a whole number from 10 to 20/);
    } finally {
      if (saved === undefined) delete process.env.PCHARGING_PASSWORD_COST;
      else process.env.PCHARGING_PASSWORD_COST = saved;
    }
  });

  // Two hashes at production cost (2^17) take seconds on a busy machine.
  it('marks a hash weaker than the current cost for rehashing, and a hash at 2^17 verifies', async () => {
    const digest = md5('Admin#2026');
    const old = await hashPasswordDigest(digest, 2 ** 14);
    expect(passwordNeedsRehash(old, 2 ** 17)).toBe(true);
    expect(passwordNeedsRehash(old, 2 ** 14)).toBe(false);
    const strong = await hashPasswordDigest(digest, 2 ** 17);
    expect(strong).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPasswordDigest(digest, strong)).toBe(true);
    expect(passwordNeedsRehash(strong, 2 ** 17)).toBe(false);
  }, 30_000);

  it('refuses a stored hash whose cost is out of bounds instead of running it', async () => {
    const digest = md5('x');
    const stored = await hashPasswordDigest(digest, 2 ** 12);
    expect(await verifyPasswordDigest(digest, stored.replace('$4096$', '$1073741824$'))).toBe(false);
  });
});
