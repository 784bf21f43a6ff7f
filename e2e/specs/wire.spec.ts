import { expect, test } from './fixtures';

// What the browser downloads to show the login page, bodies and headers as they travel, from real requests.
const LOGIN_BUDGET_BYTES = 250_000;

test('the login page travels compressed and under its 250 kB budget', async ({ page }) => {
  const travelled: { url: string; bytes: number; encoding: string; type: string }[] = [];
  page.on('requestfinished', async (request) => {
    const sizes = await request.sizes();
    const response = await request.response();
    travelled.push({
      url: request.url(),
      bytes: sizes.responseBodySize + sizes.responseHeadersSize,
      encoding: (await response?.allHeaders())?.['content-encoding'] ?? '',
      type: request.resourceType(),
    });
  });
  await page.goto('/#/login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  const scripts = travelled.filter((entry) => entry.type === 'script');
  expect(scripts.length).toBeGreaterThan(0);
  // Every script big enough to be worth it comes as brotli (the build wrote the .br beside it).
  const large = scripts.filter((entry) => entry.bytes > 2_000);
  expect(large.filter((entry) => entry.encoding !== 'br').map((entry) => entry.url)).toEqual([]);
  const total = travelled.reduce((sum, entry) => sum + entry.bytes, 0);
  console.log(`login page: ${travelled.length} responses, ${(total / 1000).toFixed(1)} kB on the wire`);
  expect(total).toBeLessThanOrEqual(LOGIN_BUDGET_BYTES);
});
