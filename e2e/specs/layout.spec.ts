import { type SeededIds, seededIds } from './api';
import { expect, type Page, test } from './fixtures';
import { signIn } from './support';

const siderWidth = (page: Page) =>
  page.getByTestId('sider').evaluate((element) => element.getBoundingClientRect().width);

test('the sidebar is hidden under 768 px, collapsed to 52 px under 1024 px and expanded on wide screens', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.setViewportSize({ width: 1600, height: 900 });
  await expect.poll(() => siderWidth(page)).toBeGreaterThan(150);
  await page.setViewportSize({ width: 900, height: 900 });
  await expect.poll(() => siderWidth(page)).toBe(52);
  await page.setViewportSize({ width: 700, height: 900 });
  await expect
    .poll(() =>
      page
        .getByTestId('sider')
        .isVisible()
        .then((visible) => (visible ? 'visible' : 'hidden')),
    )
    .toBe('hidden');
});

test('breadcrumbs and the page title follow the route', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/#/profile');
  await expect(page).toHaveTitle('Personal Center | pcharging');
  await expect(page.getByRole('navigation').filter({ hasText: 'Personal Center' }).first()).toBeVisible();
});

const LANGUAGES = ['en', 'fr', 'zh-cn'] as const;
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 1000, height: 800 },
] as const;

/** The screens that show tables: every list and every detail page. */
function tableScreens(ids: SeededIds): string[] {
  const station = `/operator/station/${ids.station}`;
  const pile = `${station}/${ids.pile}`;
  const port = `${pile}/${ids.port}`;
  return [
    '/metadata/overview',
    '/metadata/income',
    '/system/user',
    `/system/user/${ids.user}`,
    '/system/role',
    `/system/role/${ids.role}`,
    '/system/log',
    '/operator/station',
    station,
    `${station}?tab=equipment`,
    `${station}?tab=timeline`,
    `${station}/list`,
    pile,
    `${pile}/list`,
    port,
    `${port}/view`,
    '/operator/rfid',
    '/operator/price_tmp',
    '/operator/equipment',
    '/operator/alarm',
    '/operator/session',
    '/money/order',
    '/money/journal',
    '/customer',
  ];
}

async function settle(page: Page, path: string): Promise<void> {
  await page.goto(`/#${path}`);
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active'), path).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('.ant-layout-content').first(), path).not.toBeEmpty();
}

/**
 * Header cells of the page's tables that the user cannot see nor scroll to: outside the window, under a fixed
 * column, or beyond the table's edge while the table does not scroll sideways or its scroll bar is out of sight.
 */
async function unreachableHeaders(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const tables = page.locator('.ant-layout-content .ant-table-wrapper');
  for (let index = 0; index < (await tables.count()); index += 1) {
    problems.push(
      ...(await page.evaluate(async (tableIndex) => {
        const found: string[] = [];
        const wrapper = document.querySelectorAll<HTMLElement>('.ant-layout-content .ant-table-wrapper')[tableIndex];
        if (!wrapper || wrapper.getClientRects().length === 0) return found;
        // The table's top just under the window's top, as a user scrolling down to it would see it.
        window.scrollBy(0, wrapper.getBoundingClientRect().top - 80);
        // A user's scroll always fires the event antd's sticky bar listens to; a scroll of 0 px would not.
        window.dispatchEvent(new Event('scroll'));
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const box = wrapper.querySelector<HTMLElement>('.ant-table-body, .ant-table-content');
        if (!box) return found;
        const boxRect = box.getBoundingClientRect();
        const left = Math.max(0, boxRect.left);
        const right = Math.min(window.innerWidth, boxRect.right);
        const headers = [...wrapper.querySelectorAll<HTMLElement>('thead th')].filter(
          (cell) => cell.getBoundingClientRect().width > 0 && !cell.classList.contains('ant-table-cell-scrollbar'),
        );
        const fixedStart = headers.filter((cell) => cell.classList.contains('ant-table-cell-fix-start'));
        const fixedEnd = headers.filter((cell) => cell.classList.contains('ant-table-cell-fix-end'));
        const startEdge = Math.max(left, ...fixedStart.map((cell) => cell.getBoundingClientRect().right));
        const endEdge = Math.min(right, ...fixedEnd.map((cell) => cell.getBoundingClientRect().left));
        const scrolls = box.scrollWidth > box.clientWidth + 1 && /auto|scroll/.test(getComputedStyle(box).overflowX);
        // The box's own scroll bar in the window, or antd's sticky one pinned to the window's bottom.
        const barInSight =
          boxRect.bottom <= window.innerHeight || wrapper.querySelector('.ant-table-sticky-scroll-bar') !== null;
        const name = (cell: HTMLElement) => `table ${tableIndex + 1}: "${cell.textContent?.trim()}"`;
        for (const cell of [...fixedStart, ...fixedEnd]) {
          const rect = cell.getBoundingClientRect();
          if (rect.left < left - 1 || rect.right > right + 1) found.push(`${name(cell)} (fixed) is outside the window`);
        }
        const scrolling = headers.filter((cell) => !fixedStart.includes(cell) && !fixedEnd.includes(cell));
        if (scrolling.length > 0 && endEdge - startEdge < 120) {
          found.push(`table ${tableIndex + 1}: fixed columns leave ${Math.round(endEdge - startEdge)} px to scroll in`);
        }
        for (const cell of scrolling) {
          const rect = cell.getBoundingClientRect();
          const inSight = rect.left >= startEdge - 1 && rect.right <= endEdge + 1;
          if (!inSight && !(scrolls && barInSight))
            found.push(`${name(cell)} is out of sight and cannot be scrolled to`);
        }
        return found;
      }, index)),
    );
  }
  return problems;
}

for (const viewport of VIEWPORTS) {
  test(`every table keeps its columns in sight or scrollable at ${viewport.width} px`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    await signIn(page, 'admin');
    for (const path of tableScreens(await seededIds(page))) {
      await settle(page, path);
      // The sticky bar settles a frame or two after the rows arrive; the layout must get there, not be there at once.
      await expect
        .poll(() => unreachableHeaders(page), { message: `${path} at ${viewport.width} px`, timeout: 10_000 })
        .toEqual([]);
    }
  });
}

/** Unfolds every section of the sidebar, so that every label is laid out. */
async function unfoldMenu(page: Page): Promise<void> {
  const folded = page
    .getByTestId('sider')
    .locator('.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
  while ((await folded.count()) > 0) {
    await folded.first().click();
  }
}

for (const language of LANGUAGES) {
  test(`no sidebar label is cut in ${language}`, async ({ page }) => {
    await page.addInitScript((locale) => window.localStorage.setItem('pcharging.locale', locale), language);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'admin');
    await unfoldMenu(page);
    const labels = page.getByTestId('sider').locator('.ant-menu-title-content');
    await expect(labels.last()).toBeVisible();
    const clipped = await labels.evaluateAll((elements) =>
      elements
        .filter(
          (element) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight + 1,
        )
        .map((element) => element.textContent ?? ''),
    );
    expect(clipped, language).toEqual([]);
  });
}

test('a section reads the same in the sidebar and in the breadcrumbs', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/#/money/order');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs).toContainText('Finance centre');
  await expect(page.getByTestId('sider').getByText('Finance centre', { exact: true })).toBeVisible();
});
