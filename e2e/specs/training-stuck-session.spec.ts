import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_SIM_KEY } from '../constants';
import { expect, test } from './fixtures';
import { loadScenario, resetNetwork } from './sim';
import { openSignedIn } from './support';

const LANGUAGES = ['en', 'fr', 'zh-cn'] as const;

const chargerTexts = (language: string): Record<string, string> =>
  JSON.parse(
    readFileSync(
      join(import.meta.dirname, '..', '..', 'apps', 'web', 'src', 'locales', language, 'charger.json'),
      'utf8',
    ),
  ) as Record<string, string>;

/** A button's label as antd draws it: two Chinese characters get a space between them (停 止). */
const label = (text: string | undefined) =>
  new RegExp(`^${[...(text ?? '')].map((char) => char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*')}$`);

interface Check {
  solved: boolean;
  findings: Array<{ code: string; passed: boolean }>;
}

for (const language of LANGUAGES) {
  test(`the stuck session scenario, done as an operator would at 1280 px, in ${language}`, async ({ page }) => {
    test.setTimeout(60_000);
    const text = chargerTexts(language);
    await resetNetwork(page);
    const { details } = await loadScenario(page, 'stuck-session');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.addInitScript((locale) => window.localStorage.setItem('pcharging.locale', locale), language);
    await openSignedIn(page, 'ops');

    // The driver's session, among the suspect ones, by its account (customer, port and state in view).
    await page.goto(`/#/operator/session?suspect=1&account=${encodeURIComponent(String(details.account))}`);
    const row = page.locator('.ant-table-row').filter({ hasText: String(details.account) });
    await expect(row).toBeVisible({ timeout: 15_000 });
    await row.getByText(text['charger.session.stop'] ?? '', { exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(text['charger.session.stop.reason'] ?? '').fill('No energy for 40 minutes; driver called');
    await dialog.getByRole('button', { name: label(text['charger.session.stop']) }).click();
    // Asked once: no confirmation after the dialog.
    await expect(dialog).toBeHidden();
    await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);

    const check = await page.request.post('/__sim/scenarios/stuck-session/check', {
      headers: { 'x-sim-key': E2E_SIM_KEY },
    });
    const result = (await check.json()) as Check;
    expect(result.findings.filter((finding) => !finding.passed)).toEqual([]);
    expect(result.solved).toBe(true);
  });
}
