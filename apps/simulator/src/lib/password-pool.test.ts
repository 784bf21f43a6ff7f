import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { hashPasswordDigest, verifyPasswordDigest } from '@pcharging/db';
import { afterEach, describe, expect, it } from 'vitest';
import { PasswordPool, PasswordPoolBusy } from './password-pool';

const job = (n: number) => ({
  secret: 'secret',
  salt: Buffer.from('salt'),
  n,
  r: 8,
  p: 1,
  keyLength: 32,
  maxmem: 2 * 128 * n * 8 + 1024 * 1024,
});

/** This process's threads whose niceness is at least `nice` (Linux: /proc/self/task/<id>/stat, field 19). */
function threadsNicerThan(nice: number): Set<string> {
  const threads = readdirSync('/proc/self/task').filter((id) => {
    const stat = readFileSync(`/proc/self/task/${id}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[16]) >= nice;
  });
  return new Set(threads);
}

let pool: PasswordPool;
afterEach(() => pool.close());

describe('the password pool', () => {
  it('hashes and verifies as the libuv scrypt does, in a thread of its own', async () => {
    pool = new PasswordPool({ threads: 1, otherLimit: 4, knownDeviceLimit: 4 });
    const hash = await hashPasswordDigest('0123456789abcdef0123456789abcdef', 2 ** 10, pool.runner('other'));
    expect(await verifyPasswordDigest('0123456789abcdef0123456789abcdef', hash)).toBe(true);
    expect(await verifyPasswordDigest('0123456789abcdef0123456789abcdef', hash, pool.runner('known-device'))).toBe(
      true,
    );
  });

  it('refuses at once, without hashing, a job beyond its queue limit', async () => {
    pool = new PasswordPool({ threads: 1, otherLimit: 2, knownDeviceLimit: 1 });
    const queued = [pool.run(job(2 ** 12), 'other'), pool.run(job(2 ** 12), 'other')];
    await expect(pool.run(job(2 ** 12), 'other')).rejects.toBeInstanceOf(PasswordPoolBusy);
    expect(pool.hasRoom('other')).toBe(false);
    // Strangers filling their places leave a known device's free.
    expect(pool.hasRoom('known-device')).toBe(true);
    await Promise.all(queued);
    expect(pool.hasRoom('other')).toBe(true);
  });

  it("serves a known device's job before strangers' waiting ones", async () => {
    pool = new PasswordPool({ threads: 1, otherLimit: 8, knownDeviceLimit: 8 });
    const finished: string[] = [];
    const track = (name: string, promise: Promise<Buffer>) => promise.then(() => finished.push(name));
    const all = [
      track('stranger 1', pool.run(job(2 ** 12), 'other')),
      track('stranger 2', pool.run(job(2 ** 12), 'other')),
      track('stranger 3', pool.run(job(2 ** 12), 'other')),
      track('owner', pool.run(job(2 ** 12), 'known-device')),
    ];
    await Promise.all(all);
    expect(finished.indexOf('owner')).toBeLessThanOrEqual(1);
  });

  it.runIf(existsSync('/proc/self/task'))('hashes in a thread that yields the CPU to the request loop', async () => {
    const before = threadsNicerThan(10);
    pool = new PasswordPool({ threads: 1, otherLimit: 1, knownDeviceLimit: 1 });
    await pool.run(job(2 ** 10), 'other');
    const lowered = [...threadsNicerThan(10)].filter((id) => !before.has(id));
    expect(lowered).toHaveLength(1);
  });
});
