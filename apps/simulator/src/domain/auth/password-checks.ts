import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@pcharging/api-client/wire';
import { hashPasswordDigest, passwordCost, verifyPasswordDigest } from '@pcharging/db';
import { loginAttempts } from '../../data/auth/account-queries';
import { clearFailedLogins, clearThrottles, setLoginAttempts } from '../../data/auth/account-writes';
import { BusinessError } from '../../lib/errors';
import { addressGroup } from '../../lib/ip-address';
import { type HashPriority, PasswordPoolBusy, passwordPool } from '../../lib/password-pool';
import { knownDevice } from './device-cookies';
import { type AuthContext, authNow } from './sessions';

/**
 * How attempts slow the next ones down: after `free` attempts not followed by a success, each further one waits
 * twice as long as the one before, from a second up to `maxDelayMs`. Nothing locks for long, and a browser that
 * signed the account in before (its device cookie) counts apart from everyone else: no stranger can keep it out.
 */
const RULES = {
  /** One account, from one address group, without a device cookie. */
  pair: { free: 3, maxDelayMs: 15 * 60_000 },
  /** One address group (a /24 or a /64), every account: guessing many names, or one name from a whole block. */
  address: { free: 10, maxDelayMs: 15 * 60_000 },
  /** One account, from every client without its device cookie: guessing from many addresses. */
  account: { free: 10, maxDelayMs: 30_000 },
  /** One device cookie (or one session changing its password): even a known browser does not guess freely. */
  device: { free: 3, maxDelayMs: 15 * 60_000 },
} as const;

/** A run of attempts this old is forgotten. */
const FORGET_AFTER_MS = 60 * 60_000;

type Rule = keyof typeof RULES;

export interface PasswordAttempt {
  /** The account name as given (known or not: the throttle tells nothing). */
  account: string;
  /** The caller's address, as the operation log reads it; empty when unknown (a test calling the app). */
  address: string;
  /** The device cookie the browser sent, if any. */
  deviceCookie?: string | undefined;
  /** The session asking (a password change): it is throttled as a known device of its own. */
  sessionTokenHash?: string | undefined;
}

function keysOf(attempt: PasswordAttempt, device: string | undefined): Partial<Record<Rule, string>> {
  if (device !== undefined) return { device: `device:${device}` };
  const group = addressGroup(attempt.address);
  return {
    pair: `pair:${attempt.account}|${group}`,
    address: `address:${group}`,
    account: `account:${attempt.account}`,
  };
}

const entries = (keys: Partial<Record<Rule, string>>) =>
  Object.entries(keys).filter((entry): entry is [Rule, string] => entry[1] !== undefined);

function delayAfter(attempts: number, rule: Rule): number {
  const { free, maxDelayMs } = RULES[rule];
  if (attempts < free) return 0;
  return Math.min(1000 * 2 ** (attempts - free), maxDelayMs);
}

function attemptsSoFar(auth: AuthContext, key: string, now: number): number {
  const row = loginAttempts(auth.db, key);
  if (!row || now - row.updatedAt > FORGET_AFTER_MS) return 0;
  return row.failures;
}

function tooMany(seconds: number): BusinessError {
  return new BusinessError(ErrorCode.TooManyAttempts, 'tooManyAttempts', { seconds }, { retry_after: seconds });
}

/** Refuses (1004, with `retry_after` seconds) while a delay earned by earlier attempts runs. */
function refuseWhileSlowed(auth: AuthContext, keys: Partial<Record<Rule, string>>, now: number): void {
  const waits = entries(keys).map(([, key]) => (loginAttempts(auth.db, key)?.lockedUntil ?? 0) - now);
  const wait = Math.max(0, ...waits);
  if (wait > 0) throw tooMany(Math.ceil(wait / 1000));
}

/** Counts an attempt before its hash is made, so that attempts in parallel see each other. */
function countAttempt(auth: AuthContext, keys: Partial<Record<Rule, string>>, now: number, by: 1 | -1): void {
  for (const [rule, key] of entries(keys)) {
    const attempts = Math.max(0, attemptsSoFar(auth, key, now) + by);
    const delay = by > 0 ? delayAfter(attempts, rule) : 0;
    setLoginAttempts(auth.db, key, { failures: attempts, lockedUntil: delay > 0 ? now + delay : null, at: now });
  }
}

/** The password was right: the account's runs end; the address group's forgets this one attempt only. */
function countSuccess(auth: AuthContext, keys: Partial<Record<Rule, string>>, now: number): void {
  for (const [rule, key] of entries(keys)) {
    if (rule === 'address') countAttempt(auth, { address: key }, now, -1);
    else clearFailedLogins(auth.db, key);
  }
}

/**
 * An unknown account is checked against this hash, made at the current cost, so that its answer takes as long as a
 * known account's: the time of an answer tells nothing about which names exist.
 */
let dummyHash: { cost: number; hash: Promise<string> } | undefined;
function hashForUnknownAccounts(): Promise<string> {
  const cost = passwordCost();
  if (dummyHash?.cost !== cost) {
    dummyHash = { cost, hash: hashPasswordDigest(randomBytes(16).toString('hex'), cost, passwordPool.runner('other')) };
  }
  return dummyHash.hash;
}

/** Makes the hash unknown accounts are checked against now, so the first such sign-in is not the slow one. */
export function prepareUnknownAccountHash(): Promise<string> {
  return hashForUnknownAccounts();
}

/** "Busy, try again in a second": the pool's queue is full, and nothing was hashed or counted. */
function busy(): BusinessError {
  return new BusinessError(ErrorCode.TooManyAttempts, 'passwordChecksBusy', {}, { retry_after: 1 });
}

/** A new password's hash, made on the password pool (refused as busy when its queue is full). */
export async function hashNewPassword(digest: string): Promise<string> {
  try {
    return await hashPasswordDigest(digest, passwordCost(), passwordPool.runner('other'));
  } catch (error) {
    throw error instanceof PasswordPoolBusy ? busy() : error;
  }
}

/**
 * The one way a password is checked (sign-in, one's own password change): throttled per device cookie when the
 * browser has one for this account, otherwise per account, per address group and per both; counted before the hash
 * is made, so parallel guesses are held to the limits; hashed on the password pool, refused at once as busy when its
 * queue is full; the same work whether the account exists, or is usable, or not. A success clears the account's
 * delays; a disabled account never succeeds.
 */
export async function checkPassword(
  auth: AuthContext,
  attempt: PasswordAttempt,
  digest: string,
  storedHash: string | undefined,
  accountUsable = true,
): Promise<boolean> {
  const now = authNow(auth);
  const device =
    attempt.sessionTokenHash === undefined
      ? knownDevice(attempt.deviceCookie, attempt.account, now)
      : `session:${attempt.sessionTokenHash}`;
  const priority: HashPriority = device === undefined ? 'other' : 'known-device';
  const keys = keysOf(attempt, device);
  refuseWhileSlowed(auth, keys, now);
  if (!passwordPool.hasRoom(priority)) throw busy();
  const against = storedHash ?? (await hashForUnknownAccounts());
  const counted = authNow(auth);
  refuseWhileSlowed(auth, keys, counted);
  countAttempt(auth, keys, counted, 1);
  let matches: boolean;
  try {
    matches = await verifyPasswordDigest(digest, against, passwordPool.runner(priority));
  } catch (error) {
    countAttempt(auth, keys, authNow(auth), -1);
    throw error instanceof PasswordPoolBusy ? busy() : error;
  }
  const known = matches && storedHash !== undefined && accountUsable;
  if (known) countSuccess(auth, keys, authNow(auth));
  return known;
}

/**
 * The way back in for whoever was slowed down: the delays of one account name (every address), or of everyone.
 * The trainer's `/__sim/sign-in-throttle`, and a password reset by an administrator, call it.
 */
export function clearPasswordThrottles(auth: AuthContext, account?: string): number {
  return clearThrottles(auth.db, account);
}
