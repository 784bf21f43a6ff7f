import { E2E_CAPTCHA } from '../constants';
import { expect, test } from './fixtures';
import { expireAllSessions } from './sim';
import { acceptTheOneReloginDialog, signInThroughPage as signIn } from './support';

test('admin signs in through the real page and lands on the first menu path', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/#\/metadata\/overview$/);
  await expect(page).toHaveTitle(/\| pcharging$/);
  await expect(page.getByTestId('sider')).toContainText('Station List');
});

test('a wrong password keeps the user on the login page with the server message', async ({ page }) => {
  await page.goto('/#/login');
  await page.getByLabel('Account').fill('admin');
  await page.getByLabel('Password').fill('Wrong#2026');
  await page.getByLabel('Captcha').fill(E2E_CAPTCHA);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Wrong account or password')).toBeVisible();
  await expect(page).toHaveURL(/#\/login/);
});

test('the guard sends a signed-out visitor to login with the wanted path, and back after sign-in', async ({ page }) => {
  await page.goto('/#/system/role');
  await expect(page).toHaveURL(/#\/login\?redirect=%2Fsystem%2Frole/);
  await signIn(page, 'admin', page.url());
  await expect(page).toHaveURL(/#\/system\/role$/);
});

const languages = [
  { label: 'Français', lang: 'fr', stationList: 'Liste des stations' },
  { label: '中文', lang: 'zh-CN', stationList: '电站列表' },
] as const;

for (const { label, lang, stationList } of languages) {
  test(`${label} is kept after a reload`, async ({ page }) => {
    await signIn(page, 'admin');
    await page.getByTestId('language-switch').click();
    await page.getByText(label, { exact: true }).click();
    await expect(page.getByTestId('sider')).toContainText(stationList);
    await page.reload();
    await expect(page.getByTestId('sider')).toContainText(stationList);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
  });
}

test('the root path opens the first menu the role has', async ({ page }) => {
  // Customer support may not see the data overview, which comes first for an administrator.
  await signIn(page, 'support');
  await page.goto('/#/');
  await expect(page).toHaveURL(/#\/operator\/station$/);
  await expect(page.getByTestId('sider')).not.toContainText('Data Overview');
});

test('logging out ends the session', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByTestId('user-menu').click();
  await page.getByText('Log out', { exact: true }).click();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/#\/login/);
  await page.goto('/#/home');
  await expect(page).toHaveURL(/#\/login\?redirect=/);
});

test('roles only see the menus they may open', async ({ page }) => {
  await signIn(page, 'finance');
  const sider = page.getByTestId('sider');
  await expect(sider).toContainText('Orders');
  await expect(sider).not.toContainText('Account Management');
  await expect(sider).not.toContainText('RFID cards');
  await page.goto('/#/system/user');
  await expect(page).toHaveURL(/#\/404$/);
});

test('an unknown route shows the 404 page', async ({ page }) => {
  await page.goto('/#/no/such/page');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
});

test('an expired session brings one re-login dialog', async ({ page }) => {
  await signIn(page, 'admin');
  await expireAllSessions(page);
  await page.goto('/#/profile');
  await acceptTheOneReloginDialog(page, '/profile');
});
