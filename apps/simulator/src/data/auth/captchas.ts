import { randomBytes, randomInt } from 'node:crypto';
import { type AppDatabase, tables } from '@pcharging/db';
import { eq, lt } from 'drizzle-orm';

const { captchas } = tables;

export const CAPTCHA_TTL_MS = 2 * 60 * 1000;
export const CAPTCHA_LENGTH = 4;
// No 0/O, 1/I/L: a captcha is a check on humans, not on their eyesight.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function randomCaptchaAnswer(): string {
  return Array.from({ length: CAPTCHA_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** Stores a captcha for a client, replacing the one it had; returns the id for its cookie. */
export function issueCaptcha(db: AppDatabase, answer: string, now: number, previousId?: string): string {
  const id = randomBytes(18).toString('base64url');
  db.transaction((tx) => {
    if (previousId) tx.delete(captchas).where(eq(captchas.id, previousId)).run();
    tx.delete(captchas).where(lt(captchas.expiresAt, now)).run();
    tx.insert(captchas)
      .values({ id, answer, expiresAt: now + CAPTCHA_TTL_MS })
      .run();
  });
  return id;
}

/** A captcha under a chosen id: provider states and scripted demos use it. */
export function issueCaptchaWithId(db: AppDatabase, id: string, answer: string, now: number): void {
  db.insert(captchas)
    .values({ id, answer, expiresAt: now + CAPTCHA_TTL_MS })
    .onConflictDoUpdate({ target: captchas.id, set: { answer, expiresAt: now + CAPTCHA_TTL_MS } })
    .run();
}

/** Single use: the captcha is gone after this call whatever the outcome. */
export function consumeCaptcha(db: AppDatabase, id: string | undefined, given: string, now: number): boolean {
  if (!id) return false;
  const row = db.delete(captchas).where(eq(captchas.id, id)).returning().get();
  if (!row || row.expiresAt <= now) return false;
  return row.answer.toUpperCase() === given.trim().toUpperCase();
}
