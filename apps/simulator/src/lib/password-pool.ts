import { Worker } from 'node:worker_threads';
import type { ScryptJob, ScryptRunner } from '@pcharging/db';

// scryptSync in a thread of its own: the asynchronous scrypt runs on libuv's pool, which serves static files too, so
// a flood of sign-ins held the web app's script for seconds. On Linux the thread also yields the CPU to the request
// loop (a thread has its own niceness): on a 2-core machine a flood's hashing otherwise takes turns with the loop
// that serves every file and call, and a hash waits a little longer instead. Plain JavaScript, so no loader is needed.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
try {
  const threadId = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(threadId) && threadId > 0) require('node:os').setPriority(threadId, 10);
} catch {}
parentPort.on('message', ({ id, job }) => {
  try {
    const key = scryptSync(job.secret, Buffer.from(job.salt), job.keyLength, { N: job.n, r: job.r, p: job.p, maxmem: job.maxmem });
    parentPort.postMessage({ id, key });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});`;

/** Who asks: a client that signed this account in before (its device cookie) is served first, from places of its own. */
export type HashPriority = 'known-device' | 'other';

/** Thrown at once, without hashing, when the queue of its priority is full. */
export class PasswordPoolBusy extends Error {
  constructor() {
    super('password checks are queued to the limit');
  }
}

interface Waiting {
  id: number;
  job: ScryptJob;
  priority: HashPriority;
  resolve: (key: Buffer) => void;
  reject: (error: Error) => void;
}

interface PoolLimits {
  /** Hashes at once: each takes 128 MiB at the default cost, and a core. */
  threads: number;
  /** Hashes waiting or running for clients without a device cookie; one more is refused as busy. */
  otherLimit: number;
  /** The same for known devices, counted apart so that a flood of strangers cannot fill their places. */
  knownDeviceLimit: number;
}

const DEFAULT_LIMITS: PoolLimits = { threads: 1, otherLimit: 8, knownDeviceLimit: 8 };

/** A bounded queue in front of scrypt threads of the pool's own. */
export class PasswordPool {
  private readonly workers: { worker: Worker; busyWith: Waiting | undefined }[] = [];
  private readonly queue: Waiting[] = [];
  private readonly counts: Record<HashPriority, number> = { 'known-device': 0, other: 0 };
  private nextId = 1;

  constructor(private readonly limits: PoolLimits = DEFAULT_LIMITS) {}

  /** A runner for `@pcharging/db`'s hash and verify, at the priority given. */
  runner(priority: HashPriority): ScryptRunner {
    return (job) => this.run(job, priority);
  }

  /** Whether a hash of this priority would be taken now rather than refused as busy. */
  hasRoom(priority: HashPriority): boolean {
    const limit = priority === 'known-device' ? this.limits.knownDeviceLimit : this.limits.otherLimit;
    return this.counts[priority] < limit;
  }

  run(job: ScryptJob, priority: HashPriority): Promise<Buffer> {
    if (!this.hasRoom(priority)) return Promise.reject(new PasswordPoolBusy());
    this.counts[priority] += 1;
    return new Promise<Buffer>((resolve, reject) => {
      const waiting: Waiting = { id: this.nextId++, job, priority, resolve, reject };
      if (priority === 'known-device') {
        const firstOther = this.queue.findIndex((entry) => entry.priority === 'other');
        this.queue.splice(firstOther === -1 ? this.queue.length : firstOther, 0, waiting);
      } else {
        this.queue.push(waiting);
      }
      this.dispatch();
    });
  }

  /** Stops the threads; what waits is refused. */
  async close(): Promise<void> {
    for (const waiting of this.queue.splice(0)) waiting.reject(new Error('password pool closed'));
    await Promise.all(this.workers.splice(0).map(({ worker }) => worker.terminate()));
  }

  private dispatch(): void {
    for (;;) {
      const next = this.queue[0];
      if (!next) break;
      const slot = this.idleWorker();
      if (!slot) break;
      this.queue.shift();
      slot.busyWith = next;
      slot.worker.ref();
      slot.worker.postMessage({ id: next.id, job: next.job });
    }
  }

  private idleWorker() {
    const idle = this.workers.find((slot) => slot.busyWith === undefined);
    if (idle || this.workers.length >= this.limits.threads) return idle;
    const slot: { worker: Worker; busyWith: Waiting | undefined } = {
      worker: new Worker(WORKER_SOURCE, { eval: true, execArgv: [] }),
      busyWith: undefined,
    };
    slot.worker.on('message', (message: { id: number; key?: Uint8Array; error?: string }) => {
      this.finish(slot, (waiting) =>
        message.key ? waiting.resolve(Buffer.from(message.key)) : waiting.reject(new Error(message.error)),
      );
    });
    slot.worker.on('error', (error) => {
      this.finish(slot, (waiting) => waiting.reject(error));
      this.workers.splice(this.workers.indexOf(slot), 1);
      this.dispatch();
    });
    this.workers.push(slot);
    return slot;
  }

  private finish(slot: { worker: Worker; busyWith: Waiting | undefined }, settle: (waiting: Waiting) => void): void {
    const waiting = slot.busyWith;
    slot.busyWith = undefined;
    slot.worker.unref();
    if (waiting) {
      this.counts[waiting.priority] -= 1;
      settle(waiting);
    }
    this.dispatch();
  }
}

/** The process's one pool: sandboxes share the cores and the memory, so they share the pool. */
export const passwordPool = new PasswordPool();
