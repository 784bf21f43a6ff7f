import { describe, expect, it } from 'vitest';
import { FairQueue } from './fair-queue';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the fair queue', () => {
  it("runs one job at a time and delays one owner's job by one of a flooding owner's at most", async () => {
    const queue = new FairQueue();
    const order: string[] = [];
    let running = 0;
    let most = 0;
    const job = (name: string) => async () => {
      running += 1;
      most = Math.max(most, running);
      await later(5);
      order.push(name);
      running -= 1;
    };
    const flood = Array.from({ length: 10 }, (_, i) => queue.run('mallory', job(`mallory ${i}`)));
    const mine = queue.run('alice', job('alice'));
    await Promise.all([...flood, mine]);
    expect(most).toBe(1);
    expect(order.indexOf('alice')).toBe(1);
    expect(order).toHaveLength(11);
  });

  it('passes on what a job answers and how it fails', async () => {
    const queue = new FairQueue();
    await expect(queue.run('a', async () => 42)).resolves.toBe(42);
    await expect(queue.run('a', () => Promise.reject(new Error('unreadable')))).rejects.toThrow('unreadable');
    await expect(queue.run('b', async () => 'next')).resolves.toBe('next');
  });
});
