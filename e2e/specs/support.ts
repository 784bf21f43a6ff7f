import { expect, type Page } from '@playwright/test';
import { E2E_CAPTCHA } from '../constants';
export const PASSWORD = 'Admin#2026';

/** Signs in through the real login page, as a person would. */
export async function signIn(page: Page, account: string, path = '/#/login'): Promise<void> {
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
