import { type AppDatabase, tables } from '@pcharging/db';
import { eq, lt } from 'drizzle-orm';

const { captchas } = tables;

/** Stores a captcha under an id until `expiresAt`, in place of the client's previous one; expired ones go. */
export function insertCaptcha(
  db: AppDatabase,
  captcha: { id: string; answer: string; expiresAt: number; now: number; replacing: string | undefined },
): void {
  const { id, answer, expiresAt, now, replacing } = captcha;
  db.transaction((tx) => {
    if (replacing) tx.delete(captchas).where(eq(captchas.id, replacing)).run();
    tx.delete(captchas).where(lt(captchas.expiresAt, now)).run();
    tx.insert(captchas).values({ id, answer, expiresAt }).run();
  });
}

/** A captcha under a chosen id, replacing any under it. */
export function putCaptcha(db: AppDatabase, captcha: { id: string; answer: string; expiresAt: number }): void {
  const { answer, expiresAt } = captcha;
  db.insert(captchas).values(captcha).onConflictDoUpdate({ target: captchas.id, set: { answer, expiresAt } }).run();
}

/** Takes a captcha out for good, returning what it was. */
export function takeCaptcha(db: AppDatabase, id: string) {
  return db.delete(captchas).where(eq(captchas.id, id)).returning().get();
}
