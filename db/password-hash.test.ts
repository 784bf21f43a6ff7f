import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPasswordDigest, verifyPasswordDigest } from './password-hash';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

describe('password digests at rest', () => {
  it('stores a salted scrypt hash, never the md5 itself', async () => {
    const digest = md5('Admin#2026');
    const stored = await hashPasswordDigest(digest);
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$/);
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
