import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_SIM_KEY } from '../constants';
import { expect, test } from './fixtures';
import { loadScenario, resetNetwork } from './sim';
import { openSignedIn } from './support';

const LANGUAGES = ['en', 'fr', 'zh-cn'] as const;

const texts = (language: string, namespace: string): Record<string, string> =>
  JSON.parse(
    readFileSync(
      join(import.meta.dirname, '..', '..', 'apps', 'web', 'src', 'locales', language, `${namespace}.json`),
      'utf8',
    ),
  ) as Record<string, string>;

/** A button's label as antd draws it: two Chinese characters get a space between them (退 款). */
const label = (text: string | undefined) =>
  new RegExp(`^${[...(text ?? '')].map((char) => char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*')}$`);

interface Check {
  solved: boolean;
  findings: Array<{ code: string; passed: boolean }>;
}

for (const language of LANGUAGES) {
  test(`the billed-twice scenario, done as Finance would at 1280 px, in ${language}`, async ({ page }) => {
    test.setTimeout(60_000);
    const money = texts(language, 'money');
    const common = texts(language, 'common');
    await resetNetwork(page);
    const { details } = await loadScenario(page, 'double-billed');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.addInitScript((locale) => window.localStorage.setItem('pcharging.locale', locale), language);
    await openSignedIn(page, 'finance');

    // Finance finds the duplicate by its number, reads it in the list (total and status in view), opens it.
    await page.goto(`/#/money/order?order_no=${details.duplicateNo}`);
    const row = page.locator('.ant-table-row').filter({ hasText: String(details.duplicateNo) });
    await expect(row).toBeVisible({ timeout: 15_000 });
    await row.getByText(common['common.list.details'] ?? '', { exact: true }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByRole('button', { name: label(money['money.refund']) }).click();

    const dialog = page.getByRole('dialog').filter({ has: page.getByLabel(money['money.refund.reason'] ?? '') });
    await dialog.getByLabel(money['money.refund.reason'] ?? '').fill('Charged twice for one session');
    await dialog.locator('.ant-btn-primary').click();
    const confirm = page.locator('.ant-modal-confirm');
    await expect(confirm).toContainText(String(details.duplicateNo));
    await confirm.locator('.ant-btn-primary').click();
    await expect(confirm).toBeHidden();

    const check = await page.request.post('/__sim/scenarios/double-billed/check', {
      headers: { 'x-sim-key': E2E_SIM_KEY },
    });
    const result = (await check.json()) as Check;
    expect(result.findings.filter((finding) => !finding.passed)).toEqual([]);
    expect(result.solved).toBe(true);
  });
}
