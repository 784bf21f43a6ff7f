import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@pcharging/api-client/wire';
import { type AppDatabase, hashPasswordDigest, passwordCost, verifyPasswordDigest } from '@pcharging/db';
import { loginAttempts } from '../../data/auth/account-queries';
import { clearFailedLogins, clearThrottles, setLoginAttempts } from '../../data/auth/account-writes';
import { BusinessError } from '../../lib/errors';
import type { AuthContext } from './sessions';

/**
 * How failed password checks slow the next ones down: after `free` failures in a row, each further attempt waits
 * twice as long as the one before, from a second up to `maxDelayMs`. Nothing locks: an account's own delay stays
 * short, so no one can keep its owner out; whoever keeps guessing from one address waits longer and longer.
 */
const RULES = {
  /** One account, from one address. */
  pair: { free: 3, maxDelayMs: 15 * 60_000 },
  /** One address, every account (guessing many names). */
  address: { free: 10, maxDelayMs: 15 * 60_000 },
  /** One account, from every address (guessing from many). */
  account: { free: 10, maxDelayMs: 30_000 },
} as const;

/** A run of failures this old is forgotten. */
const FORGET_AFTER_MS = 60 * 60_000;

type Rule = keyof typeof RULES;

export interface PasswordAttempt {
  /** The account name as given (known or not: the throttle tells nothing). */
  account: string;
  /** The caller's address, as the operation log reads it; empty when unknown (a test calling the app). */
  address: string;
}

function keysOf(attempt: PasswordAttempt): Record<Rule, string> {
  return {
    pair: `pair:${attempt.account}|${attempt.address}`,
    address: `address:${attempt.address}`,
    account: `account:${attempt.account}`,
  };
}

function delayAfter(failures: number, rule: Rule): number {
  const { free, maxDelayMs } = RULES[rule];
  if (failures < free) return 0;
  return Math.min(1000 * 2 ** (failures - free), maxDelayMs);
}

function failuresSoFar(db: AppDatabase, key: string, now: number): number {
  const row = loginAttempts(db, key);
  if (!row || now - row.updatedAt > FORGET_AFTER_MS) return 0;
  return row.failures;
}

/** Refuses (1008, with `retry_after` seconds) while a delay earned by earlier failures runs. */
function refuseWhileSlowed(auth: AuthContext, attempt: PasswordAttempt): void {
  const now = auth.clock.now();
  const waits = Object.values(keysOf(attempt)).map((key) => (loginAttempts(auth.db, key)?.lockedUntil ?? 0) - now);
  const wait = Math.max(0, ...waits);
  if (wait <= 0) return;
  const retryAfter = Math.ceil(wait / 1000);
  throw new BusinessError(
    ErrorCode.TooManyAttempts,
    'tooManyAttempts',
    { seconds: retryAfter },
    {
      retry_after: retryAfter,
    },
  );
}

function countFailure(auth: AuthContext, attempt: PasswordAttempt): void {
  const now = auth.clock.now();
  for (const [rule, key] of Object.entries(keysOf(attempt)) as [Rule, string][]) {
    const failures = failuresSoFar(auth.db, key, now) + 1;
    const delay = delayAfter(failures, rule);
    setLoginAttempts(auth.db, key, { failures, lockedUntil: delay > 0 ? now + delay : null, at: now });
  }
}

/** The password was right: this account's runs of failures end (the address's goes on counting). */
function countSuccess(auth: AuthContext, attempt: PasswordAttempt): void {
  const keys = keysOf(attempt);
  clearFailedLogins(auth.db, keys.pair);
  clearFailedLogins(auth.db, keys.account);
}

/** Checks under way, per network and account name: one at a time each, so guesses in parallel cost no more. */
const checking = new WeakMap<AppDatabase, Set<string>>();

/**
 * An unknown account is checked against this hash, made at the current cost, so that its answer takes as long as a
 * known account's: the time of an answer tells nothing about which names exist.
 */
let dummyHash: { cost: number; hash: Promise<string> } | undefined;
function hashForUnknownAccounts(): Promise<string> {
  const cost = passwordCost();
  if (dummyHash?.cost !== cost) dummyHash = { cost, hash: hashPasswordDigest(randomBytes(16).toString('hex')) };
  return dummyHash.hash;
}

/** Makes the hash unknown accounts are checked against now, so the first such sign-in is not the slow one. */
export function prepareUnknownAccountHash(): Promise<string> {
  return hashForUnknownAccounts();
}

/**
 * The one way a password is checked (sign-in, one's own password change): throttled per account, per address and
 * per both; one check at a time per account (a second one in parallel is refused as throttled); the same work
 * whether the account exists or not. A failure counts; a success clears the account's delays.
 */
export async function checkPassword(
  auth: AuthContext,
  attempt: PasswordAttempt,
  digest: string,
  storedHash: string | undefined,
): Promise<boolean> {
  refuseWhileSlowed(auth, attempt);
  const inFlight = checking.get(auth.db) ?? new Set<string>();
  checking.set(auth.db, inFlight);
  if (inFlight.has(attempt.account)) {
    throw new BusinessError(ErrorCode.TooManyAttempts, 'tooManyAttempts', { seconds: 1 }, { retry_after: 1 });
  }
  inFlight.add(attempt.account);
  try {
    const matches = await verifyPasswordDigest(digest, storedHash ?? (await hashForUnknownAccounts()));
    if (matches && storedHash !== undefined) countSuccess(auth, attempt);
    else countFailure(auth, attempt);
    return matches && storedHash !== undefined;
  } finally {
    inFlight.delete(attempt.account);
  }
}

/**
 * The way back in for whoever was slowed down: the delays of one account name (every address), or of everyone.
 * The trainer's `/__sim/sign-in-throttle`, and a password reset by an administrator, call it.
 */
export function clearPasswordThrottles(auth: AuthContext, account?: string): number {
  return clearThrottles(auth.db, account);
}
