import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// The browser sends md5(password); that digest is a password-equivalent, so it is stretched with a
// salted scrypt before it is stored. Format: scrypt$N$r$p$salt$hash (base64url): each hash records its own
// cost, so a hash made at another cost still verifies, and is made again at the current cost on sign-in.

/** log2 of scrypt's N: OWASP's minimum for scrypt is 2^17 (with r = 8, p = 1, 128 MiB per hash). */
export const DEFAULT_PASSWORD_COST_LOG2 = 17;
const MIN_COST_LOG2 = 10;
const MAX_COST_LOG2 = 20;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;

/** Why `PCHARGING_PASSWORD_COST` cannot be used, or undefined when it can. */
export function passwordCostProblem(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  const log2 = Number(value);
  return Number.isInteger(log2) && log2 >= MIN_COST_LOG2 && log2 <= MAX_COST_LOG2
    ? undefined
    : `must be a whole number from ${MIN_COST_LOG2} to ${MAX_COST_LOG2} (log2 of scrypt's N; ${DEFAULT_PASSWORD_COST_LOG2} unless lowered for test suites)`;
}

/**
 * scrypt's N for new hashes: 2^17 unless `PCHARGING_PASSWORD_COST` lowers it, which only test suites do (they sign
 * in thousands of times). Read on each call, so that a child process seeding a database follows it too.
 */
export function passwordCost(): number {
  const value = process.env.PCHARGING_PASSWORD_COST;
  const problem = passwordCostProblem(value);
  if (problem) throw new Error(`PCHARGING_PASSWORD_COST ${problem}`);
  return 2 ** (value ? Number(value) : DEFAULT_PASSWORD_COST_LOG2);
}

/** What scrypt is asked for one hash: where it runs (libuv's pool, a worker of one's own) is the caller's choice. */
export interface ScryptJob {
  secret: string;
  salt: Buffer;
  n: number;
  r: number;
  p: number;
  keyLength: number;
  /** scrypt needs 128 × N × r bytes; twice that leaves room for 2^20 at r = 8. */
  maxmem: number;
}

export type ScryptRunner = (job: ScryptJob) => Promise<Buffer>;

/** Node's asynchronous scrypt, on libuv's thread pool (which static files share): for seeds and scripts. */
export const scryptOnLibuvPool: ScryptRunner = (job) =>
  new Promise<Buffer>((resolve, reject) => {
    scrypt(job.secret, job.salt, job.keyLength, { N: job.n, r: job.r, p: job.p, maxmem: job.maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

function scryptJob(secret: string, salt: Buffer, n: number, r: number, p: number): ScryptJob {
  return { secret, salt, n, r, p, keyLength: KEY_LENGTH, maxmem: 2 * 128 * n * r + 1024 * 1024 };
}

export async function hashPasswordDigest(
  md5Digest: string,
  cost = passwordCost(),
  run: ScryptRunner = scryptOnLibuvPool,
): Promise<string> {
  const salt = randomBytes(16);
  const key = await run(scryptJob(md5Digest.toLowerCase(), salt, cost, BLOCK_SIZE, PARALLELISM));
  return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64url'), key.toString('base64url')].join('$');
}

// A password someone else chose for the account (the generated first one) is stored marked: the account must change
// it before anything else, and a new hash, made from the owner's own password, carries no mark.
const TEMPORARY = 'temporary:';

/** The stored hash of a password its account must change at its first sign-in. */
export const markedTemporary = (stored: string): string =>
  isTemporaryPassword(stored) ? stored : `${TEMPORARY}${stored}`;

export const isTemporaryPassword = (stored: string): boolean => stored.startsWith(TEMPORARY);

function parseStored(stored: string) {
  const unmarked = isTemporaryPassword(stored) ? stored.slice(TEMPORARY.length) : stored;
  const [scheme, cost, blockSize, parallelism, salt, hash] = unmarked.split('$');
  const numbers = [cost, blockSize, parallelism].map(Number);
  const [n = 0, r = 0, p = 0] = numbers;
  const sane =
    numbers.every(Number.isInteger) &&
    n >= 2 ** MIN_COST_LOG2 &&
    n <= 2 ** MAX_COST_LOG2 &&
    r >= 1 &&
    r <= 32 &&
    p >= 1 &&
    p <= 16;
  return scheme === 'scrypt' && salt && hash && sane ? { n, r, p, salt, hash } : undefined;
}

export async function verifyPasswordDigest(
  md5Digest: string,
  stored: string,
  run: ScryptRunner = scryptOnLibuvPool,
): Promise<boolean> {
  const parsed = parseStored(stored);
  if (!parsed) return false;
  const expected = Buffer.from(parsed.hash, 'base64url');
  const actual = await run(
    scryptJob(md5Digest.toLowerCase(), Buffer.from(parsed.salt, 'base64url'), parsed.n, parsed.r, parsed.p),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether a stored hash was made at a lower cost than new ones are: it is made again on the next sign-in. */
export function passwordNeedsRehash(stored: string, cost = passwordCost()): boolean {
  const parsed = parseStored(stored);
  return !parsed || parsed.n < cost || parsed.r < BLOCK_SIZE;
}
