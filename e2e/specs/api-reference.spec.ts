import { expect, test } from './fixtures';

test.describe('API reference', () => {
  test('renders every operation of the wire with its permission, and loads nothing from elsewhere', async ({
    page,
    baseURL,
  }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== baseURL) foreign.push(request.url());
    });
    await page.goto('/docs');
    // The renderer replaces the page's own list with its full reference.
    await expect(page.locator('.api-content')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Refund a paid order in full or in part, with a reason' }),
    ).toBeVisible();
    await expect(page.getByText('money:order:refund').first()).toBeVisible();
    await page.getByRole('link', { name: 'Simulator control surface' }).click();
    await expect(page.getByRole('heading', { name: 'The simulated clock' })).toBeVisible();
    expect(foreign).toEqual([]);
  });
});
