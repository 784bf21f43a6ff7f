import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// OWASP's device cookies ("Slow Down Online Guessing Attacks with Device Cookies"): a browser that signed an account
// in is given a signed cookie naming the account; its attempts are throttled by that cookie alone, so whatever
// strangers do to the account's own throttle never keeps that browser out. The key lives as long as the process: a
// restart makes every browser a new one once.
const KEY = randomBytes(32);

export const DEVICE_COOKIE = 'pdevice';
/** How long a browser stays known without signing in again. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 90 * 24 * 3600;

const signature = (payload: string) => createHmac('sha256', KEY).update(payload).digest('base64url');

/** A new device cookie for a browser that just signed `account` in. */
export function deviceCookieFor(account: string, now: number): string {
  const payload = `${Buffer.from(account).toString('base64url')}.${randomBytes(12).toString('base64url')}.${now.toString(36)}`;
  return `${payload}.${signature(payload)}`;
}

/** The cookie's account name and id when it is genuine (signed here) and not too old; otherwise undefined. */
function genuine(cookie: string | undefined, now: number): { account: string; nonce: string } | undefined {
  const [name, nonce, issued, given] = cookie?.split('.') ?? [];
  if (!name || !nonce || !issued || !given) return undefined;
  const expected = Buffer.from(signature(`${name}.${nonce}.${issued}`));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return undefined;
  const age = now - Number.parseInt(issued, 36);
  if (age < 0 || age > DEVICE_COOKIE_MAX_AGE_SECONDS * 1000) return undefined;
  return { account: Buffer.from(name, 'base64url').toString(), nonce };
}

/** The device's own id when the cookie is genuine, names this account and is not too old; otherwise undefined. */
export function knownDevice(cookie: string | undefined, account: string, now: number): string | undefined {
  const device = genuine(cookie, now);
  return device?.account === account ? device.nonce : undefined;
}

/** Whether a browser signed some account in here before (its cookie is genuine and not too old). */
export const isGenuineDeviceCookie = (cookie: string | undefined, now: number): boolean =>
  genuine(cookie, now) !== undefined;
