import { callApi } from './api';
import { expect, test } from './fixtures';
import { loadScenario, resetNetwork } from './sim';
import { signIn } from './support';

interface SessionDetail {
  customer_name: string;
  port_code: string;
}

// What the search box says it searches, in each language.
const PLACEHOLDER = {
  en: 'Name, account, phone, e-mail, card or port code',
  fr: 'Nom, compte, téléphone, e-mail, carte ou code du point de charge',
  'zh-cn': '姓名、账号、电话、邮箱、卡号或充电枪编号',
} as const;

// Issue 33's acceptance: the driver on the phone of the stuck-session scenario gives their name, and the operator
// finds their session from part of the surname, typed in lower case and without accents, in each language.
for (const language of ['en', 'fr', 'zh-cn'] as const) {
  test(`finds the stuck-session driver's session from part of their surname (${language})`, async ({ page }) => {
    await page.addInitScript((locale) => window.localStorage.setItem('pcharging.locale', locale), language);
    await resetNetwork(page);
    const { details } = await loadScenario(page, 'stuck-session');
    await signIn(page, 'ops');
    const stuck = await callApi<SessionDetail>(page, '/Charging_session/info', { id: Number(details.sessionId) });
    const surname = stuck.customer_name.split(' ').at(-1) ?? '';
    const typed = surname.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().slice(0, 4);
    expect(typed).toHaveLength(4);

    await page.goto('/#/operator/session');
    const box = page.getByPlaceholder(PLACEHOLDER[language], { exact: true });
    await box.fill(typed);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`keyword=${typed}`));
    const row = page.locator(`tbody tr[data-row-key="${details.sessionId}"]`);
    await expect(row).toBeVisible();
    await expect(row).toContainText(String(details.account));
  });
}
