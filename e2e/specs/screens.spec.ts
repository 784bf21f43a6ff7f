import { join } from 'node:path';
import { seriousViolations } from './accessibility';
import { callApi, type PageOf, type SeededIds, seededIds } from './api';
import { expect, type Page, test } from './fixtures';
import { signIn } from './support';
import { unreachableHeaders } from './table-reach';

const SCREENS_DIR = join(import.meta.dirname, '..', 'artifacts', 'screens');
const CATALOGUE_KEY =
  /\b(?:common|errors|layout|login|pages|money|statistics|station|charger|equipment|rfid|price|alarm|customer|system|uptime)\.[a-z][a-zA-Z]*(?:\.[a-zA-Z]+)*\b/g;

/** Every shell route of spec section 2, with a name for its screenshot. */
function screens(ids: SeededIds): Array<[name: string, path: string]> {
  const station = `/operator/station/${ids.station}`;
  const charger = `${station}/${ids.charger}`;
  const port = `${charger}/${ids.port}`;
  return [
    ['home', '/home'],
    ['profile', '/profile'],
    ['metadata-overview', '/metadata/overview'],
    ['metadata-income', '/metadata/income'],
    ['system-users', '/system/user'],
    ['system-user', `/system/user/${ids.user}`],
    ['system-roles', '/system/role'],
    ['system-role', `/system/role/${ids.role}`],
    ['system-log', '/system/log'],
    ['operator-stations', '/operator/station'],
    ['operator-station', station],
    ['operator-station-equipment', `${station}?tab=equipment`],
    ['operator-station-timeline', `${station}?tab=timeline`],
    ['operator-station-chargers', `${station}/list`],
    ['operator-charger', charger],
    ['operator-charger-ports', `${charger}/list`],
    ['operator-port', port],
    ['operator-port-view', `${port}/view`],
    ['operator-rfid', '/operator/rfid'],
    ['operator-price-templates', '/operator/price_tmp'],
    ['operator-equipment', '/operator/equipment'],
    ['operator-alarms', '/operator/alarm'],
    ['operator-sessions', '/operator/session'],
    ['operator-map', '/operator/map'],
    ['operator-uptime', '/operator/uptime'],
    ['money-orders', '/money/order'],
    ['money-journal', '/money/journal'],
    ['money-close', '/money/close'],
    ['money-approval', '/money/approval'],
    ['customers', '/customer'],
  ];
}

const escaped = (path: string) => path.replace(/[/?]/g, (character) => `\\${character}`);

async function settle(page: Page, name: string, path: string): Promise<void> {
  await page.goto(`/#${path}`);
  await expect(page, name).toHaveURL(new RegExp(`#${escaped(path)}$`));
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active'), name).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('[data-screen="not-built"]'), name).toHaveCount(0);
  await expect(page.locator('main, .ant-layout-content').first(), name).not.toBeEmpty();
}

/** Turns dark mode on or off with the header's toggle, as a person would. */
async function chooseScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Dark mode' });
  if ((await toggle.getAttribute('aria-pressed')) !== String(scheme === 'dark')) await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', String(scheme === 'dark'));
}

/** Header cells of every table in sight or reachable; the sticky bar settles a frame or two after the rows. */
async function expectTablesInReach(page: Page, label: string): Promise<void> {
  await expect.poll(() => unreachableHeaders(page), { message: label, timeout: 10_000 }).toEqual([]);
}

// One walk through every screen, each checked as a person would see it at two sizes and in both schemes: wide and
// light (real content, one h1, no catalogue key shown, a screenshot, axe, tables in reach), then, without opening
// it again, narrow and dark (axe's contrast in the dark theme, tables in reach at the narrower width).
const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 1000, height: 800 };

test("every screen at 1440 px in light mode and at 1000 px in dark mode opens with real content, axe finds nothing serious or critical, and every table's columns are in reach", async ({
  page,
}) => {
  test.setTimeout(420_000);
  await page.setViewportSize(NARROW);
  await page.goto('/#/login');
  await expect(page.getByTestId('captcha-image')).toBeVisible();
  await chooseScheme(page, 'dark');
  expect(await seriousViolations(page), 'login at 1000 px (dark)').toEqual([]);
  await page.setViewportSize(WIDE);
  await chooseScheme(page, 'light');
  expect(await seriousViolations(page), 'login at 1440 px (light)').toEqual([]);
  await chooseScheme(page, 'dark');

  await signIn(page, 'admin');
  // The choice outlives the sign-in, as it is kept in local storage.
  await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
  for (const [name, path] of screens(await seededIds(page))) {
    const wide = `${name} at ${WIDE.width} px (light)`;
    await page.setViewportSize(WIDE);
    await chooseScheme(page, 'light');
    await settle(page, wide, path);
    await expect(page.getByRole('heading', { level: 1 }), wide).toHaveCount(1);
    // A catalogue its route forgot to load shows keys ("money.statement.export") where words belong; unit
    // tests load every catalogue, so only a real page shows it.
    const keysShown = ((await page.locator('body').textContent()) ?? '').match(CATALOGUE_KEY) ?? [];
    expect(keysShown, wide).toEqual([]);
    await page.screenshot({ path: join(SCREENS_DIR, `${name}.png`), fullPage: true });
    expect(await seriousViolations(page), wide).toEqual([]);
    await expectTablesInReach(page, wide);

    const narrow = `${name} at ${NARROW.width} px (dark)`;
    await chooseScheme(page, 'dark');
    await page.setViewportSize(NARROW);
    expect(await seriousViolations(page), narrow).toEqual([]);
    await expectTablesInReach(page, narrow);
  }
});

test('a station named like markup is shown as text, never run', async ({ page }) => {
  const name = '<img src=x onerror=alert(1)>';
  await signIn(page, 'admin');
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  const stations = await callApi<PageOf<{ id: number }>>(page, '/Station/lists', {}, { page: 1, perpage: 1 });
  const id = stations.items[0]?.id ?? 0;
  const station = await callApi<Record<string, unknown>>(page, '/Station/info', { id });
  const required = ['StationType', 'StationLng', 'StationLat', 'OperatorID', 'city', 'Address', 'MinAmount'];
  await callApi(page, '/Station/edit', {
    id,
    StationName: name,
    ...Object.fromEntries(required.map((field) => [field, String(station[field])])),
  });
  await page.goto(`/#/operator/station?name=${encodeURIComponent('<img')}`);
  await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  await page.goto(`/#/operator/station/${id}`);
  await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(dialogs).toBe(0);
});

/** Labels of the controls that change the network; the filters' own Search and Reset, and Export, only read. */
const CHANGING_CONTROL =
  /^\s*(add|new|create|edit|delete|remove|restart|bind|unbind|import|save|submit|disable|enable|install|uninstall|acknowledge|mark repaired|approve|reject|audit|upload|reset password|stop|take out of service|put back|unlock)\b/i;

function changingControls(page: Page) {
  const content = page.locator('main, .ant-layout-content').first();
  return content.getByRole('button', { name: CHANGING_CONTROL }).or(content.getByRole('switch'));
}

test('the read-only auditor sees no control that changes anything, on any screen', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'auditor');
  const network = screens(await seededIds(page)).filter(([name]) => name !== 'profile');
  for (const [name, path] of network) {
    await settle(page, name, path);
    await expect(changingControls(page), name).toHaveCount(0);
  }
});

test('the same screens show those controls to admin, so the auditor check can see them', async ({ page }) => {
  await signIn(page, 'admin');
  const ids = await seededIds(page);
  const wanted = new Set(['operator-stations', 'operator-charger', 'operator-rfid', 'system-users']);
  for (const [name, path] of screens(ids).filter(([screen]) => wanted.has(screen))) {
    await settle(page, name, path);
    await expect(changingControls(page).first(), name).toBeVisible();
  }
});
