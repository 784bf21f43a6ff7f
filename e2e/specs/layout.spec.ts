import { expect, test } from './fixtures';
import { signIn } from './support';

const siderWidth = (page: import('@playwright/test').Page) =>
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
