import { expect, test } from './fixtures';

// What the browser downloads to show the login page, bodies and headers as they travel, from real requests.
const LOGIN_BUDGET_BYTES = 250_000;
// The captcha is an answer, not a file of the app: noise and distortion that a script cannot read cheaply do not
// compress, so it has its own budget instead of eating the page's.
const CAPTCHA_BUDGET_BYTES = 16_000;
const isCaptcha = (url: string) => url.includes('/Base/verification_code');

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
  const captcha = travelled.filter((entry) => isCaptcha(entry.url));
  expect(captcha).toHaveLength(1);
  const files = travelled.filter((entry) => !isCaptcha(entry.url));
  const total = files.reduce((sum, entry) => sum + entry.bytes, 0);
  const captchaBytes = captcha[0]?.bytes ?? 0;
  console.log(
    `login page: ${files.length} responses, ${(total / 1000).toFixed(1)} kB on the wire, and the captcha ${(captchaBytes / 1000).toFixed(1)} kB`,
  );
  expect(total).toBeLessThanOrEqual(LOGIN_BUDGET_BYTES);
  expect(captchaBytes).toBeLessThanOrEqual(CAPTCHA_BUDGET_BYTES);
});
