import { join } from 'node:path';
import { seriousViolations } from './accessibility';
import { callApi, type PageOf } from './api';
import { expect, test } from './fixtures';
import { driverWithCard, freePort, pickOption } from './network-picks';
import { loadScenario, resetNetwork, stepClock } from './sim';
import { chooseLanguage, signIn } from './support';

const SCREENS_DIR = join(import.meta.dirname, '..', 'artifacts', 'screens');

test.beforeEach(async ({ page }) => {
  await resetNetwork(page);
});

test("the charger's Messages tab shows a remote start and stop, the meter values between, and the boot after a restart", async ({
  page,
}) => {
  await signIn(page, 'admin');
  const port = await freePort(page);
  const session = await callApi<{ session: { id: number } }>(page, '/Charging_session/start', {
    port_id: port.id,
    customer_id: (await driverWithCard(page, true)).id,
    reason: 'E2E remote start',
  });
  await stepClock(page, 5 * 60_000);
  await callApi(page, '/Charging_session/stop', { id: session.session.id, reason: 'E2E remote stop' });
  await callApi(page, '/Pile/remote_restart', { id: port.pile_id });
  await stepClock(page, 31_000);

  await page.goto(`/#/operator/station/${port.stationid}/${port.pile_id}`);
  await page.getByRole('tab', { name: 'Messages' }).click();
  const table = page.getByRole('tabpanel', { name: 'Messages' });
  for (const action of [
    'BootNotification',
    'Reset',
    'RemoteStopTransaction',
    'StopTransaction',
    'MeterValues',
    'StatusNotification',
  ]) {
    await expect(table.getByText(action, { exact: true }).first(), action).toBeVisible();
  }
  // The older exchanges are on the next pages: filtered, the start is found at once.
  const actionFilter = page.getByRole('combobox', { name: 'Action' });
  await actionFilter.click();
  await pickOption(page, 'RemoteStartTransaction');
  const rows = table.locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'CALLRESULT' })).toHaveCount(1);
  await rows.filter({ hasText: 'CALL' }).filter({ hasNotText: 'CALLRESULT' }).getByRole('button').first().click();
  await expect(table.locator('pre').first()).toContainText('"idTag"');
  expect(await seriousViolations(page), 'axe on the Messages tab').toEqual([]);

  await actionFilter.click();
  await pickOption(page, 'MeterValues');
  await expect(rows.first()).toContainText('MeterValues');
  await page.locator('.ant-segmented-item').filter({ hasText: 'To the charger' }).click();
  // What goes to the charger about its meter values is only the back office's answer to each.
  await expect(rows.first()).toContainText('CALLRESULT');
  await expect(rows.filter({ hasNotText: 'CALLRESULT' })).toHaveCount(0);

  for (const [width, height] of [
    [1440, 900],
    [1280, 720],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const language of ['fr', 'zh-cn'] as const) {
      await chooseLanguage(page, language);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `nothing scrolls sideways at ${width} in ${language}`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: join(SCREENS_DIR, `charger-messages-${language}-${width}.png`) });
    }
    await chooseLanguage(page, 'en');
  }
});

test('an alarm repaired with the restart the dialog offers ends with its charger online and its ports available', async ({
  page,
}) => {
  const { details } = await loadScenario(page, 'charger-fault');
  const chargerId = Number(details.chargerId);
  await signIn(page, 'ops');
  await page.goto(`/#/operator/alarm?status=0`);
  const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: String(details.serial) });
  await row.getByText('Mark repaired').first().click();
  const dialog = page.getByRole('dialog').filter({ hasText: `Repair alarm ${details.alarmCode}` });
  await dialog.getByLabel('Repair note', { exact: true }).fill('Ground fault cleared: cable replaced');
  await expect(dialog.getByRole('checkbox', { name: /^Restart the charger now/ })).toBeChecked();
  expect(await seriousViolations(page), 'axe on the repair dialog').toEqual([]);
  await dialog.getByRole('button', { name: 'Mark repaired' }).click();
  await expect(page.getByText('Alarm marked as repaired; the charger is restarting')).toBeVisible();

  await stepClock(page, 31_000);
  const charger = await callApi<{ status: number; stationid: number }>(page, '/Pile/info', { id: chargerId });
  expect(charger.status, 'the charger is online').toBe(1);
  const ports = await callApi<PageOf<{ chargerstatus: number }>>(
    page,
    '/Port/lists',
    { pile_id: chargerId },
    {
      page: 1,
      perpage: 20,
    },
  );
  expect(ports.items.map((port) => port.chargerstatus)).toEqual(ports.items.map(() => 1));
  await page.goto(`/#/operator/station/${charger.stationid}/${chargerId}`);
  await page.getByRole('tab', { name: 'Messages' }).click();
  const table = page.getByRole('tabpanel', { name: 'Messages' });
  await expect(table.getByText('BootNotification', { exact: true }).first()).toBeVisible();
  await expect(table.getByText('Reset', { exact: true }).first()).toBeVisible();
});
