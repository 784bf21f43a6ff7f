import { createHash, randomBytes, randomInt } from 'node:crypto';
import { ErrorCode } from '@pcharging/api-client/wire';
import { isTemporaryPassword, markedTemporary, passwordNeedsRehash } from '@pcharging/db';
import { type Account, findAccount, findAccountById } from '../../data/auth/account-queries';
import {
  recordLogin,
  rehashPassword,
  updatePasswordHash,
  updateProfile as writeProfile,
} from '../../data/auth/account-writes';
import { insertCaptcha, putCaptcha, takeCaptcha } from '../../data/auth/captcha-writes';
import { BusinessError, found } from '../../lib/errors';
import { deviceCookieFor } from './device-cookies';
import { checkPassword, hashNewPassword } from './password-checks';
import { type AuthContext, authNow, endOtherSessions, openSession } from './sessions';

export const CAPTCHA_TTL_MS = 2 * 60 * 1000;
const CAPTCHA_LENGTH = 4;
// No 0/O, 1/I/L: a captcha is a check on humans, not on their eyesight.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function randomCaptchaAnswer(): string {
  return Array.from({ length: CAPTCHA_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** A captcha for a client, in place of the one it had; returns the id for its cookie. */
export function issueCaptcha(auth: AuthContext, answer: string, replacing: string | undefined): string {
  const id = randomBytes(18).toString('base64url');
  const now = authNow(auth);
  insertCaptcha(auth.db, { id, answer, expiresAt: now + CAPTCHA_TTL_MS, now, replacing });
  return id;
}

/** A captcha under a chosen id: provider states and scripted demos use it. */
export function issueCaptchaWithId(auth: AuthContext, id: string, answer: string): void {
  putCaptcha(auth.db, { id, answer, expiresAt: authNow(auth) + CAPTCHA_TTL_MS });
}

/** Single use: the captcha is gone after this call whatever the outcome. */
function captchaAnswered(auth: AuthContext, id: string | undefined, given: string): boolean {
  if (!id) return false;
  const row = takeCaptcha(auth.db, id);
  if (!row || row.expiresAt <= authNow(auth)) return false;
  return row.answer.toUpperCase() === given.trim().toUpperCase();
}

/**
 * Signs an account in: the captcha first (single use), then the password (throttled, and the same work and the same
 * answer for a name that does not exist or an account that is disabled, whatever the password). A hash made at a
 * lower cost (an older release) is made again while the digest is at hand. Returns the account, its new session's
 * token and the browser's device cookie.
 */
export async function signIn(
  auth: AuthContext,
  attempt: {
    account: string;
    address: string;
    passwordDigest: string;
    captcha: string;
    captchaId: string | undefined;
    deviceCookie: string | undefined;
  },
  ttlSeconds: number,
): Promise<{ account: Account; token: string; deviceCookie: string }> {
  if (!captchaAnswered(auth, attempt.captchaId, attempt.captcha)) {
    throw new BusinessError(ErrorCode.CaptchaInvalid, 'captchaInvalid');
  }
  const account = findAccount(auth.db, attempt.account);
  const usable = account?.status === 1;
  if (!(await checkPassword(auth, attempt, attempt.passwordDigest, account?.passwordHash, usable)) || !account) {
    throw new BusinessError(ErrorCode.BadCredentials, 'badCredentials');
  }
  if (passwordNeedsRehash(account.passwordHash)) {
    const rehashed = await hashNewPassword(attempt.passwordDigest);
    rehashPassword(
      auth.db,
      account.id,
      isTemporaryPassword(account.passwordHash) ? markedTemporary(rehashed) : rehashed,
    );
  }
  const token = openSession(auth, account.id, ttlSeconds);
  recordLogin(auth.db, account.id, authNow(auth));
  return { account, token, deviceCookie: deviceCookieFor(account.username, authNow(auth)) };
}

/**
 * One's own password, knowing the old one (checked and throttled as a sign-in is); the other sessions of the account
 * end.
 */
export async function changePassword(
  auth: AuthContext,
  session: { userId: number; tokenHash: string },
  change: { id: number; oldDigest: string; newDigest: string; address: string },
): Promise<void> {
  if (change.id !== session.userId) throw new BusinessError(ErrorCode.Forbidden, 'notOwnAccount');
  const account = found(findAccountById(auth.db, session.userId));
  const attempt = { account: account.username, address: change.address, sessionTokenHash: session.tokenHash };
  if (!(await checkPassword(auth, attempt, change.oldDigest, account.passwordHash))) {
    throw new BusinessError(ErrorCode.OldPasswordWrong, 'oldPasswordWrong');
  }
  if (change.oldDigest.toLowerCase() === change.newDigest.toLowerCase()) {
    throw new BusinessError(ErrorCode.InvalidInput, 'samePassword');
  }
  updatePasswordHash(auth.db, session.userId, await hashNewPassword(change.newDigest), authNow(auth));
  endOtherSessions(auth, session.userId, session.tokenHash);
}

/** One's own name and contact details. */
export function updateProfile(
  auth: AuthContext,
  userId: number,
  profile: { nickname: string; email?: string | undefined; phone?: string | undefined },
): void {
  writeProfile(auth.db, userId, profile, authNow(auth));
}

/**
 * A production start's first super administrator: the seeded account takes a password nobody else knows (generated,
 * or read from a mounted secret), marked temporary so that the first sign-in must change it.
 */
export async function setFirstAdminPassword(auth: AuthContext, username: string, password: string): Promise<void> {
  const account = found(findAccount(auth.db, username));
  const digest = createHash('md5').update(password).digest('hex');
  updatePasswordHash(auth.db, account.id, markedTemporary(await hashNewPassword(digest)), authNow(auth));
}
