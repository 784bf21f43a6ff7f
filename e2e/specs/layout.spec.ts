import { expect, type Page, test } from './fixtures';
import { chooseLanguage, LANGUAGES, signIn } from './support';

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
  await signIn(page, 'admin', '/profile');
  await expect(page).toHaveTitle('Personal Center | pcharging');
  await expect(page.getByRole('navigation').filter({ hasText: 'Personal Center' }).first()).toBeVisible();
});

/** Unfolds every section of the sidebar, so that every label is laid out. */
async function unfoldMenu(page: Page): Promise<void> {
  const folded = page
    .getByTestId('sider')
    .locator('.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
  while ((await folded.count()) > 0) {
    await folded.first().click();
  }
}

test('no sidebar label is cut, in English, French or Chinese', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  await unfoldMenu(page);
  const labels = page.getByTestId('sider').locator('.ant-menu-title-content');
  for (const language of LANGUAGES) {
    await chooseLanguage(page, language);
    await expect(labels.last()).toBeVisible();
    const clipped = await labels.evaluateAll((elements) =>
      elements
        .filter(
          (element) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight + 1,
        )
        .map((element) => element.textContent ?? ''),
    );
    expect(clipped, language).toEqual([]);
  }
});

test('a section reads the same in the sidebar and in the breadcrumbs', async ({ page }) => {
  await signIn(page, 'admin', '/money/order');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs).toContainText('Finance centre');
  await expect(page.getByTestId('sider').getByText('Finance centre', { exact: true })).toBeVisible();
});

/** The lists whose default columns are what their readers look for (issue 33), by page. */
const LISTS = [
  ['orders', '/#/money/order'],
  ['charging sessions', '/#/operator/session'],
  ['alarms', '/#/operator/alarm'],
  ['customers', '/#/customer'],
  ['money journal', '/#/money/journal'],
  ['stations', '/#/operator/station'],
  ['equipment', '/#/operator/equipment'],
  ['price templates', '/#/operator/price_tmp'],
  ['RFID cards', '/#/operator/rfid'],
  ['roles', '/#/system/role'],
  ['operation log', '/#/system/log'],
  ['accounts', '/#/system/user'],
] as const;

/**
 * Header cells of the page's list that are shown but not wholly in view without scrolling sideways: past the
 * table's edge, or under a column pinned to its left or right side.
 */
function columnsOutOfView(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const wrapper = document.querySelector<HTMLElement>('.ant-layout-content .ant-table-wrapper');
    const box = wrapper?.querySelector<HTMLElement>('.ant-table-container');
    if (!wrapper || !box) return ['no table'];
    const edges = box.getBoundingClientRect();
    const headers = [...wrapper.querySelectorAll<HTMLElement>('thead th')].filter(
      (cell) => cell.getBoundingClientRect().width > 0 && !cell.classList.contains('ant-table-cell-scrollbar'),
    );
    const pinnedStart = headers.filter((cell) => cell.classList.contains('ant-table-cell-fix-start'));
    const pinnedEnd = headers.filter((cell) => cell.classList.contains('ant-table-cell-fix-end'));
    const left = Math.max(edges.left, ...pinnedStart.map((cell) => cell.getBoundingClientRect().right));
    const right = Math.min(edges.right, ...pinnedEnd.map((cell) => cell.getBoundingClientRect().left));
    return headers
      .filter((cell) => !pinnedStart.includes(cell) && !pinnedEnd.includes(cell))
      .filter((cell) => {
        const rect = cell.getBoundingClientRect();
        return rect.left < left - 1 || rect.right > right + 1;
      })
      .map((cell) => cell.textContent?.trim() ?? '');
  });
}

test('the default columns of the lists are wholly in view at 1280 and 1440 px, in English, French and Chinese', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin');
  for (const language of LANGUAGES) {
    await chooseLanguage(page, language);
    for (const [name, path] of LISTS) {
      await page.goto(path);
      await expect(page.locator('.ant-layout-content .ant-table-tbody tr.ant-table-row').first()).toBeVisible();
      for (const width of [1280, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await expect.poll(() => columnsOutOfView(page), `${name} at ${width} px in ${language}`).toEqual([]);
      }
    }
  }
});
