import { createHash } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { E2E_CAPTCHA } from '../constants';

export const PASSWORD = 'Admin#2026';
const API = '/api/index.php/_pcharging';

/**
 * Signs in as the app does after a reload: the page opened with only the token in the tab's storage, from which the
 * app restores the session (`Admin_user/info`). The login page itself is what sign-in.spec.ts tests, through
 * `signInThroughPage`; elsewhere it would only cost seconds per test. `path` is the screen the tab opens on (the
 * role's first screen by default): opening the one a test is about directly spares drawing another first.
 */
export async function signIn(page: Page, account: string, path = '/'): Promise<void> {
  await openSignedIn(page, account, path);
  await expect(page.getByTestId('sider')).toBeVisible();
}

/** As signIn, for any screen: a phone's shell shows no sidebar to wait for. */
export async function openSignedIn(page: Page, account: string, path = '/'): Promise<void> {
  await page.goto('/healthz');
  const token = await heldToken(page, account);
  await page.evaluate((value) => window.sessionStorage.setItem('pcharging.token', value), token);
  await page.goto(`/#${path}`);
}

/**
 * The tokens this worker holds, by simulator and account: a role signs in over the wire once and the tests after it
 * reuse the session, as long as the simulator still knows it (an expiry or a logout ends it) and the network was not
 * reset since (see `forgetSessions`); then the next test signs in again.
 */
const heldTokens = new Map<string, string>();

/**
 * After a reset the network is as seeded, its operation log without the sign-ins of before: the next test signs in
 * anew, as a person would, so that its own sign-in is there to read.
 */
export function forgetSessions(): void {
  heldTokens.clear();
}

async function heldToken(page: Page, account: string): Promise<string> {
  const key = `${new URL(page.url()).origin} ${account}`;
  const held = heldTokens.get(key);
  if (held && (await stillSignedIn(page, held))) return held;
  const token = await signInOverTheWire(page, account);
  heldTokens.set(key, token);
  return token;
}

async function stillSignedIn(page: Page, token: string): Promise<boolean> {
  const response = await page.request.post(`${API}/Admin_user/info`, { form: { token }, headers: { token } });
  const answer = (await response.json()) as { code: number | string };
  return Number(answer.code) === 200;
}

async function signInOverTheWire(page: Page, account: string): Promise<string> {
  // The captcha cookie lands in the context's jar, which the login call then sends.
  expect((await page.request.post(`${API}/Base/verification_code`)).ok()).toBe(true);
  const response = await page.request.post(`${API}/Admin_user/login`, {
    form: {
      'params[account]': account,
      'params[pwd]': createHash('md5').update(PASSWORD).digest('hex'),
      'params[code]': E2E_CAPTCHA,
      'params[type]': '2',
    },
  });
  const answer = (await response.json()) as { code: number | string; msg: string; data: { login_token?: string } };
  expect(Number(answer.code), `sign-in as ${account}: ${answer.msg}`).toBe(200);
  return answer.data.login_token ?? '';
}

/** Signs in through the real login page, as a person would. */
export async function signInThroughPage(page: Page, account: string, path = '/#/login'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Account').fill(account);
  await page.getByLabel('Password').fill(PASSWORD);
  await expect(page.getByTestId('captcha-image')).toBeVisible();
  await page.getByLabel('Captcha').fill(E2E_CAPTCHA);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/#\/login/);
  // The URL changes a moment before the shell replaces the login page.
  await expect(page.getByTestId('sider')).toBeVisible();
}

/**
 * Expects exactly one re-login dialog, still one a second later (a late second failure must not add another),
 * and that accepting it leads to the login page with the path to come back to.
 */
export async function acceptTheOneReloginDialog(page: Page, returnPath: string): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: 'Please log in again' });
  await expect(dialog).toHaveCount(1);
  await page.waitForTimeout(1_000);
  await expect(dialog).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Log in again' }).click();
  await expect(page).toHaveURL(new RegExp(`#/login\\?redirect=${encodeURIComponent(returnPath)}`));
}

export const LANGUAGES = ['en', 'fr', 'zh-cn'] as const;
export type Language = (typeof LANGUAGES)[number];
const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', fr: 'Français', 'zh-cn': '中文' };
const SHORT_NAMES: Readonly<Record<Language, string>> = { en: 'EN', fr: 'FR', 'zh-cn': '中' };

/**
 * Switches the app's language with the header's switch, as a person would, without reloading the page: one walk
 * then checks a screen in the three languages instead of opening it three times.
 */
export async function chooseLanguage(page: Page, language: Language): Promise<void> {
  const button = page.getByTestId('language-switch');
  if ((await button.textContent()) === SHORT_NAMES[language]) return;
  await button.click();
  await page.getByRole('menuitem', { name: LANGUAGE_NAMES[language] }).click();
  await expect(button).toHaveText(SHORT_NAMES[language]);
}
