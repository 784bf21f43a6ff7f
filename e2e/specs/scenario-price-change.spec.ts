import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_SIM_KEY } from '../constants';
import { expect, test } from './fixtures';
import { loadScenario, resetNetwork } from './sim';
import { openSignedIn } from './support';

const LANGUAGES = ['en', 'fr', 'zh-cn'] as const;

const texts = (language: string): Record<string, string> =>
  JSON.parse(
    readFileSync(
      join(import.meta.dirname, '..', '..', 'apps', 'web', 'src', 'locales', language, 'station.json'),
      'utf8',
    ),
  ) as Record<string, string>;

interface Check {
  solved: boolean;
  findings: Array<{ code: string; passed: boolean }>;
}

for (const language of LANGUAGES) {
  test(`the price change scenario, done as an operator would at 1280 px, in ${language}`, async ({ page }) => {
    test.setTimeout(60_000);
    const text = texts(language);
    await resetNetwork(page);
    const { details } = await loadScenario(page, 'price-change');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.addInitScript((locale) => window.localStorage.setItem('pcharging.locale', locale), language);
    await openSignedIn(page, 'ops');

    await page.goto(`/#/operator/station/${details.stationId}?tab=price`);
    await page.getByRole('combobox', { name: text['station.price.choose'] }).click();
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: String(details.newTemplateName) })
      .click();
    await page.getByRole('button', { name: text['station.price.apply'] }).click();

    // The confirmation names what changes: the station, the template it moves to and its new rates.
    const confirm = page.locator('.ant-modal-confirm');
    await expect(confirm).toContainText(String(details.stationName));
    await expect(confirm).toContainText(String(details.newTemplateName));
    await expect(confirm).toContainText(String(details.currentTemplateName));
    await expect(confirm).toContainText('/kWh');
    await confirm.locator('.ant-btn-primary').click();
    await expect(page.getByText(String(details.newTemplateName), { exact: true }).first()).toBeVisible();

    const check = await page.request.post('/__sim/scenarios/price-change/check', {
      headers: { 'x-sim-key': E2E_SIM_KEY },
    });
    const result = (await check.json()) as Check;
    expect(result.findings.filter((finding) => !finding.passed)).toEqual([]);
    expect(result.solved).toBe(true);
  });
}
