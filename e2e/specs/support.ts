import { createHash } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { E2E_CAPTCHA } from '../constants';

export const PASSWORD = 'Admin#2026';
const API = '/api/index.php/_pcharging';

/**
 * Signs in as the app does after a reload: the login call made over the wire, then the page opened with only the
 * token in the tab's storage, from which the app restores the session (`Admin_user/info`). The login page itself
 * is what sign-in.spec.ts tests, through `signInThroughPage`; elsewhere it would only cost seconds per test.
 */
export async function signIn(page: Page, account: string): Promise<void> {
  await openSignedIn(page, account);
  await expect(page.getByTestId('sider')).toBeVisible();
}

/** As signIn, for any screen: a phone's shell shows no sidebar to wait for. */
export async function openSignedIn(page: Page, account: string): Promise<void> {
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
  const token = answer.data.login_token ?? '';
  await page.goto('/healthz');
  await page.evaluate((value) => window.sessionStorage.setItem('pcharging.token', value), token);
  await page.goto('/#/');
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
