import { join } from 'node:path';
import { seriousViolations } from './accessibility';
import { expect, test } from './fixtures';
import { driverWithCard, freePort, type PortInfo, pickOption } from './network-picks';
import { resetNetwork, stepClock } from './sim';
import { chooseLanguage, openSignedIn, signIn } from './support';

const SCREENS_DIR = join(import.meta.dirname, '..', 'artifacts', 'screens');

const portPath = (port: PortInfo) => `/#/operator/station/${port.stationid}/${port.pile_id}/${port.id}`;

test.beforeEach(async ({ page }) => {
  await resetNetwork(page);
});

test('a support agent starts a session for a named driver on a named port, sees it live, and each refusal says why in en, fr and zh-cn', async ({
  page,
}) => {
  await signIn(page, 'support');
  const port = await freePort(page);
  const driver = await driverWithCard(page, true);
  const other = await driverWithCard(page, true, 1);
  await page.goto(portPath(port));
  const startCard = page.locator('.ant-card').filter({ hasText: 'Remote start' });
  await startCard.getByRole('button', { name: /Start a session$/ }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: `Start a session: ${port.chargerid}` });
  await dialog.getByRole('combobox', { name: 'Driver' }).fill(driver.name);
  await pickOption(page, `${driver.name} (${driver.account})`);
  await dialog.locator('.ant-radio-button-wrapper').filter({ hasText: 'Energy' }).click();
  await dialog.getByLabel('Stop after (kWh)').fill('5');
  await dialog.getByRole('button', { name: "Driver's app fails" }).click();
  // Judged as read, not under the pointer that just pressed a preset.
  await page.mouse.move(0, 0);
  expect(await seriousViolations(page), 'axe on the start dialog').toEqual([]);
  await dialog.getByRole('button', { name: /^Start$/ }).click();

  const started = page.getByRole('dialog').filter({ hasText: 'Session started' });
  await expect(
    started.getByText(new RegExp(`^Session \\d+ started on ${port.chargerid} for ${driver.name}$`)),
  ).toBeVisible();
  await started.getByRole('button', { name: 'OK' }).click();
  // Live: the port's session card shows it, and it charges once the car takes power, pushed without a reload.
  const current = page.locator('.ant-card').filter({ hasText: 'Session in progress' });
  await expect(current.getByText('No session in progress on this port')).toBeHidden();
  await stepClock(page, 2 * 60_000);
  await expect(current.getByText('Charging', { exact: true })).toBeVisible();

  // The same port again, for someone else: the charger refuses, and the dialog says why in each language.
  const refusals: Record<string, RegExp> = {
    en: /The port is in use/,
    fr: /Le point de charge est occupé/,
    'zh-cn': /充电枪正被占用/,
  };
  const labels: Record<string, { open: RegExp; driver: string; start: RegExp }> = {
    en: { open: /Start a session$/, driver: 'Driver', start: /^Start$/ },
    fr: { open: /Démarrer une session$/, driver: 'Conducteur', start: /^Démarrer$/ },
    'zh-cn': { open: /启动充电$/, driver: '车主', start: /^启 ?动$/ },
  };
  for (const language of ['en', 'fr', 'zh-cn'] as const) {
    await chooseLanguage(page, language);
    await page.getByRole('button', { name: labels[language]?.open }).click();
    const again = page.getByRole('dialog').last();
    await again.getByRole('combobox', { name: labels[language]?.driver }).fill(other.name);
    await pickOption(page, `${other.name} (${other.account})`);
    await again.locator('textarea').fill('E2E refusal');
    await again.getByRole('button', { name: labels[language]?.start }).click();
    await expect(again.getByRole('alert')).toContainText(refusals[language] ?? /./);
    await page.screenshot({ path: join(SCREENS_DIR, `remote-start-refused-${language}.png`) });
    await again.getByRole('button', { name: /Cancel|Annuler|取 ?消/ }).click();
  }
});

test('a driver below the station minimum is refused with the balance and the minimum named', async ({ page }) => {
  await signIn(page, 'support');
  const port = await freePort(page, 1);
  const poor = await driverWithCard(page, false);
  await page.goto(portPath(port));
  await page.getByRole('button', { name: /Start a session$/ }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: `Start a session: ${port.chargerid}` });
  await dialog.getByRole('combobox', { name: 'Driver' }).fill(poor.name);
  await pickOption(page, `${poor.name} (${poor.account})`);
  await dialog.locator('textarea').fill('Driver called the desk');
  await dialog.getByRole('button', { name: /^Start$/ }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    /The balance is CA\$[\d.,]+, below this station's minimum of CA\$[\d.,]+ to start/,
  );
});

for (const [width, height] of [
  [1440, 900],
  [1280, 720],
  [390, 844],
] as const) {
  test(`the start dialog reads in French and Chinese at ${width}x${height}`, async ({ page }) => {
    // Two languages loaded and two axe passes: on a loaded 2-core machine that took 30 s once.
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height });
    await openSignedIn(page, 'support');
    const port = await freePort(page);
    await page.goto(portPath(port));
    for (const language of ['fr', 'zh-cn'] as const) {
      await chooseLanguage(page, language);
      await page.getByRole('button', { name: language === 'fr' ? /Démarrer une session$/ : /启动充电$/ }).click();
      const dialog = page.getByRole('dialog').last();
      await expect(dialog).toBeVisible();
      expect(await seriousViolations(page), `axe, ${language} ${width}`).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'nothing scrolls sideways').toBeLessThanOrEqual(0);
      await page.screenshot({ path: join(SCREENS_DIR, `remote-start-${language}-${width}.png`) });
      await dialog.getByRole('button', { name: /Annuler|取 ?消/ }).click();
    }
  });
}
