import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator } from '@playwright/test';
import { E2E_SIM_KEY } from '../constants';
import { expect, type Page, test } from './fixtures';
import { loadScenario, resetNetwork } from './sim';
import { signIn } from './support';

// Issue 33's acceptance: the four training scenarios done as a person would, in three languages at 1280 px, with
// the columns the job needs in view and no reload: the thing found from a list, opened, acted on, confirmed.

const LANGUAGES = ['en', 'fr', 'zh-cn'] as const;
type Language = (typeof LANGUAGES)[number];

const WIDTH = 1280;
test.use({ viewport: { width: WIDTH, height: 720 } });

const root = join(import.meta.dirname, '..', '..');
const files = new Map<string, unknown>();
function readJson<T>(path: string): T {
  if (!files.has(path)) files.set(path, JSON.parse(readFileSync(path, 'utf8')));
  return files.get(path) as T;
}

/**
 * A text of the web app's own catalogues in a language (a key's namespace is its first segment), read as the app
 * reads it, so that a wording changed in one language changes what the test looks for in that language too.
 */
function text(language: Language, key: string, values: Record<string, string | number | undefined> = {}): string {
  const namespace = key.split('.')[0];
  const catalogue = readJson<Record<string, string>>(
    join(root, 'apps', 'web', 'src', 'locales', language, `${namespace}.json`),
  );
  const found = catalogue[key];
  if (found === undefined) throw new Error(`no "${key}" in the ${language} ${namespace} catalogue`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    if (values[name] === undefined) throw new Error(`"${key}" wants {{${name}}}`);
    return String(values[name]);
  });
}

/** What the simulator's catalogues say: the menu, dictionary labels and alarm messages it answers the app. */
function served(language: Language, section: 'menu' | 'dictionaries' | 'alarms', ...path: string[]): string {
  const catalogue = readJson<Record<string, unknown>>(
    join(root, 'apps', 'simulator', 'src', 'lib', 'catalogues', `${language}.json`),
  );
  let node: unknown = catalogue[section];
  for (const step of path) node = (node as Record<string, unknown> | undefined)?.[step];
  if (typeof node !== 'string') throw new Error(`no ${section}.${path.join('.')} in the simulator's ${language}`);
  return node;
}

/**
 * A button's accessible name: after its icon's name when it has one ('poweroff Remote restart'), and antd spaces
 * out a two-character Chinese label ('搜索' is drawn and named '搜 索').
 */
function button(label: string): RegExp {
  const spaced = /^\p{Script=Han}{2}$/u.test(label) ? [...label].join(' ?') : escapeRegExp(label);
  return new RegExp(`^(?:[a-z-]+ )?${spaced}$`, 'u');
}

/** Opens a screen from the sidebar, its group first, and waits for its heading. */
async function openFromMenu(page: Page, language: Language, group: string, leaf: string, titleKey: string) {
  const sider = page.getByTestId('sider');
  // An entry's name starts with its icon's (e.g. 'account-book Finance centre'): matched by how it ends.
  const entry = (path: string) => new RegExp(`(^|\\s)${escapeRegExp(served(language, 'menu', path))}$`);
  await sider.getByRole('menuitem', { name: entry(group) }).click();
  await sider.getByRole('menuitem', { name: entry(leaf) }).click();
  await expect(page.getByRole('heading', { level: 1, name: text(language, titleKey), exact: true })).toBeVisible();
}

/** The columns needed for the job are in view: the control's right edge within the window, no sideways scroll. */
async function expectInView(control: Locator) {
  await expect(control).toBeVisible();
  const box = await control.boundingBox();
  expect(box, 'the control has a box').not.toBeNull();
  expect(box?.x ?? 0, 'left edge').toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0), 'right edge within the 1280 px window').toBeLessThanOrEqual(WIDTH);
}

/** A row action (a link drawn as text), in view, clicked. */
async function clickInRow(row: Locator, name: string) {
  const action = row.getByText(name, { exact: true });
  await expectInView(action);
  await action.click();
}

/** Accepts the app's "please confirm" question. */
async function confirm(page: Page, language: Language) {
  const question = page.locator('.ant-modal-confirm').filter({ hasText: text(language, 'common.confirmTitle') });
  await question.getByRole('button', { name: button(text(language, 'common.ok')) }).click();
  await expect(question).toBeHidden();
}

/** The success message after an action (the first of them, when several are still showing). */
async function expectToast(page: Page, ...texts: string[]) {
  const said = new RegExp(texts.map(escapeRegExp).join('|'));
  await expect(page.locator('.ant-message-notice').filter({ hasText: said }).first()).toBeVisible();
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Picks a station in a list's station filter by typing part of its name, as the filter asks. */
async function pickStation(page: Page, label: string, stationName: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  await field.fill(stationName.slice(0, 12));
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: stationName }).first().click();
}

interface Check {
  solved: boolean;
  findings: Array<{ code: string; passed: boolean; message: string }>;
}

/** The page was never loaded again since sign-in: the mark left on its window then is still there. */
const NO_RELOAD_MARK = 'scenarioWalkStarted';

/** The trainer's check of the loaded scenario: every finding passed, with the page never reloaded on the way. */
async function expectSolved(page: Page, name: string) {
  expect(await page.evaluate((mark) => mark in window, NO_RELOAD_MARK), 'the page was never reloaded').toBe(true);
  const response = await page.request.post(`/__sim/scenarios/${name}/check`, { headers: { 'x-sim-key': E2E_SIM_KEY } });
  expect(response.ok(), await response.text()).toBe(true);
  const check = (await response.json()) as Check;
  expect(check.findings.filter((finding) => !finding.passed)).toEqual([]);
  expect(check.solved).toBe(true);
}

async function start(page: Page, language: Language, scenario: string, account: string) {
  await page.addInitScript((locale) => window.localStorage.setItem('pcharging.locale', locale), language);
  await resetNetwork(page);
  const { details } = await loadScenario(page, scenario);
  await signIn(page, account);
  await page.evaluate((mark) => Object.assign(window, { [mark]: true }), NO_RELOAD_MARK);
  return details;
}

for (const language of LANGUAGES) {
  test.describe(`training scenarios done through the screens (${language})`, () => {
    test(`stuck-session: the operator finds the session and stops it with a reason (${language})`, async ({ page }) => {
      const details = await start(page, language, 'stuck-session', 'ops');
      await openFromMenu(page, language, '/operator', '/operator/session', 'pages.operator.session.title');
      // The driver on the phone gives the port code written on the charger.
      const search = page.getByLabel(text(language, 'charger.session.search'), { exact: true });
      await search.fill(String(details.portCode));
      await page.getByRole('button', { name: button(text(language, 'common.list.search')) }).click();
      const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: String(details.account) });
      await expect(row).toHaveCount(1);
      await clickInRow(row, text(language, 'charger.session.stop'));

      const dialog = page.getByRole('dialog').filter({ hasText: String(details.account) });
      await dialog
        .getByLabel(text(language, 'charger.session.stop.reason'), { exact: true })
        .fill('No energy for 40 minutes; the driver called');
      // The dialog, naming the port, the station and the driver, is the confirmation.
      await dialog.getByRole('button', { name: button(text(language, 'charger.session.stop')) }).click();
      await expectToast(
        page,
        text(language, 'common.action.stop.success'),
        text(language, 'charger.session.stop.queued'),
        text(language, 'charger.session.stop.closed'),
      );
      await expect(dialog).toBeHidden();
      await expectSolved(page, 'stuck-session');
    });

    test(`charger-fault: the operator records the repair with a note and restarts the charger (${language})`, async ({
      page,
    }) => {
      const details = await start(page, language, 'charger-fault', 'ops');
      await openFromMenu(page, language, '/operator', '/operator/alarm', 'pages.operator.alarm.title');
      await pickStation(page, text(language, 'alarm.station'), String(details.stationName));
      await page.getByRole('button', { name: button(text(language, 'common.list.search')) }).click();
      const row = page
        .locator('.ant-table-tbody tr.ant-table-row')
        .filter({ hasText: String(details.serial) })
        .filter({ hasText: served(language, 'dictionaries', 'alarm_status', '0') });
      await expect(row).toHaveCount(1);
      await clickInRow(row, text(language, 'alarm.repair'));

      const dialog = page
        .getByRole('dialog')
        .filter({ hasText: text(language, 'alarm.repair.title', { code: details.alarmCode }) });
      await dialog
        .getByLabel(text(language, 'alarm.repairNote'), { exact: true })
        .fill('Ground fault cleared: the technician replaced the cable');
      // The repair dialog offers the restart that brings the charger back in service, ticked.
      await expect(dialog.getByRole('checkbox', { name: text(language, 'alarm.repair.restart') })).toBeChecked();
      await dialog.getByRole('button', { name: button(text(language, 'alarm.repair')) }).click();
      await expectToast(page, text(language, 'alarm.repair.doneRestarting'));
      await expect(dialog).toBeHidden();

      // From the alarm's row to its charger, which is restarting.
      const repaired = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: String(details.serial) });
      await expect(repaired).toContainText(served(language, 'dictionaries', 'alarm_status', '2'));
      const charger = repaired.getByRole('link', { name: String(details.serial) });
      await expectInView(charger);
      await charger.click();
      await expect(
        page.getByText(text(language, 'charger.details.title', { name: details.chargerName }), { exact: true }),
      ).toBeVisible();
      await expectSolved(page, 'charger-fault');
    });

    test(`double-billed: finance finds the duplicate order and refunds it in full (${language})`, async ({ page }) => {
      const details = await start(page, language, 'double-billed', 'finance');
      await openFromMenu(page, language, '/money', '/money/order', 'pages.money.order.title');
      await page.getByLabel(text(language, 'money.orderNo'), { exact: true }).fill(String(details.duplicateNo));
      await page.getByRole('button', { name: button(text(language, 'common.list.search')) }).click();
      const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: String(details.duplicateNo) });
      await expect(row).toHaveCount(1);
      await clickInRow(row, text(language, 'common.list.details'));

      const drawer = page
        .getByRole('dialog')
        .filter({ hasText: text(language, 'money.order.detailTitle', { orderNo: details.duplicateNo }) });
      const refund = drawer.getByRole('button', { name: button(text(language, 'money.refund')) });
      await expectInView(refund);
      await refund.click();
      const dialog = page
        .getByRole('dialog')
        .filter({ hasText: text(language, 'money.refund.title', { orderNo: details.duplicateNo }) });
      // What is left to refund is offered: the whole order, as it was paid twice.
      const amount = dialog.getByLabel(text(language, 'money.refund.amount'), { exact: true });
      await expect(amount).toHaveValue((Number(details.totalCents) / 100).toFixed(2));
      await dialog
        .getByLabel(text(language, 'money.refund.reason'), { exact: true })
        .fill('Charged twice for one session');
      await dialog.getByRole('button', { name: button(text(language, 'money.refund')) }).click();
      await confirm(page, language);
      await expectToast(page, text(language, 'common.action.refund.success'));
      await expect(dialog).toBeHidden();
      await expectSolved(page, 'double-billed');
    });

    test(`station-offline: the operator acknowledges every offline alarm of the station (${language})`, async ({
      page,
    }) => {
      const details = await start(page, language, 'station-offline', 'ops');
      await openFromMenu(page, language, '/operator', '/operator/alarm', 'pages.operator.alarm.title');
      await pickStation(page, text(language, 'alarm.station'), String(details.stationName));
      await page.getByLabel(text(language, 'alarm.status'), { exact: true }).click();
      await page
        .locator('.ant-select-dropdown:visible .ant-select-item-option', {
          hasText: served(language, 'dictionaries', 'alarm_status', '0'),
        })
        .click();
      await page.getByRole('button', { name: button(text(language, 'common.list.search')) }).click();

      await expect(page).toHaveURL(/station_id=\d+.*status=0|status=0.*station_id=\d+/);
      const acknowledge = text(language, 'alarm.ack');
      const open = page
        .locator('.ant-table-tbody tr.ant-table-row')
        .filter({ hasText: served(language, 'alarms', 'E310') })
        .filter({ has: page.getByText(acknowledge, { exact: true }) });
      await expect(open.first()).toBeVisible();
      // Each acknowledged alarm leaves the list of open ones (the next page's first moving up), until none is left.
      let acknowledged = 0;
      while ((await open.count()) > 0) {
        const first = open.first();
        const id = await first.getAttribute('data-row-key');
        await clickInRow(first, acknowledge);
        await confirm(page, language);
        await expectToast(page, text(language, 'alarm.ack.done'));
        await expect(page.locator(`.ant-table-tbody tr[data-row-key="${id}"]`)).toHaveCount(0);
        acknowledged += 1;
      }
      expect(acknowledged).toBeGreaterThanOrEqual(Number(details.chargers));
      await expectSolved(page, 'station-offline');
    });
  });
}
