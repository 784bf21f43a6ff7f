import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_SIM_KEY } from '../constants';
import { expect, test } from './fixtures';
import { loadScenario, resetNetwork } from './sim';
import { openSignedIn } from './support';

const LANGUAGES = ['en', 'fr', 'zh-cn'] as const;

const alarmTexts = (language: string): Record<string, string> =>
  JSON.parse(
    readFileSync(
      join(import.meta.dirname, '..', '..', 'apps', 'web', 'src', 'locales', language, 'alarm.json'),
      'utf8',
    ),
  ) as Record<string, string>;

interface Check {
  solved: boolean;
  findings: Array<{ code: string; passed: boolean }>;
}

for (const language of LANGUAGES) {
  test(`the station offline scenario, done as an operator would at 1280 px, in ${language}`, async ({ page }) => {
    test.setTimeout(90_000);
    const acknowledge = alarmTexts(language)['alarm.ack'] ?? '';
    await resetNetwork(page);
    const { details } = await loadScenario(page, 'station-offline');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.addInitScript((locale) => window.localStorage.setItem('pcharging.locale', locale), language);
    await openSignedIn(page, 'ops');

    // The station's open alarms, found from the alarm list (its station, charger and message in view), taken in hand.
    await page.goto(`/#/operator/alarm?status=0&station_id=${details.stationId}`);
    const open = page.locator('.ant-table-row').filter({ hasText: String(details.stationName) });
    await expect(open.first()).toBeVisible({ timeout: 15_000 });
    const count = await open.count();
    for (let left = count; left > 0; left -= 1) {
      await open.first().getByText(acknowledge, { exact: true }).click();
      await page.locator('.ant-modal-confirm .ant-btn-primary').click();
      await expect(open).toHaveCount(left - 1, { timeout: 15_000 });
    }

    const check = await page.request.post('/__sim/scenarios/station-offline/check', {
      headers: { 'x-sim-key': E2E_SIM_KEY },
    });
    const result = (await check.json()) as Check;
    expect(result.findings.filter((finding) => !finding.passed)).toEqual([]);
    expect(result.solved).toBe(true);
  });
}
