import type { Page } from '@playwright/test';
import { seriousViolations } from './accessibility';
import { expect, test } from './fixtures';

// The login page's first frame (apps/web/login-first-frame.ts): drawn from index.html before any of the app's code has
// loaded, in the reader's language, then replaced by the page React draws.

/** Holds back the app's start, so that the page stays as index.html draws it. */
async function withoutTheApp(page: Page) {
  await page.route(/\/assets\/start-[^/]*\.js$/, (route) => route.abort());
}

const languages = [
  { locale: 'en', title: 'Sign in' },
  { locale: 'fr', title: 'Connexion' },
  { locale: 'zh-cn', title: '登录' },
] as const;

for (const { locale, title } of languages) {
  test(`the login page reads before the app has loaded, in ${locale}`, async ({ page }) => {
    await page.goto('/healthz');
    await page.evaluate((chosen) => localStorage.setItem('pcharging.locale', chosen), locale);
    // Dark for one of them: the frame follows the theme the reader chose, readable in both.
    if (locale === 'fr') await page.evaluate(() => localStorage.setItem('pcharging.theme', 'dark'));
    await withoutTheApp(page);
    await page.goto('/#/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    // Its copy of the form is a picture of it, out of reach: nothing to type into before the app has started.
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('button')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('a signed-in screen keeps the loading screen, not the login page', async ({ page }) => {
  await page.goto('/healthz');
  await page.evaluate(() => sessionStorage.setItem('pcharging.token', 'any'));
  await withoutTheApp(page);
  await page.goto('/#/operator/station');
  await expect(page.getByRole('status', { name: 'pcharging' })).toBeVisible();
  await expect(page.getByRole('heading')).toHaveCount(0);
});

test('the page the app draws over the first frame paints nothing larger than it', async ({ page }) => {
  // The largest paint is what a phone's reader waits for (Lighthouse's largest contentful paint): the first frame's
  // text must stay the largest, the app's own page only taking its place.
  await page.addInitScript(() => {
    const record = { paints: [] as number[], appDrawnAt: Number.NaN };
    Object.assign(window, { firstFrameRecord: record });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) record.paints.push(entry.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new MutationObserver((_, observer) => {
      if (!document.getElementById('login-account')) return;
      record.appDrawnAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/#/login');
  await expect(page.getByRole('textbox', { name: 'Account' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  const { paints, appDrawnAt } = await page.evaluate(
    () => Reflect.get(window, 'firstFrameRecord') as { paints: number[]; appDrawnAt: number },
  );
  expect(paints.length).toBeGreaterThan(0);
  expect(appDrawnAt).toBeGreaterThan(0);
  expect(paints.filter((at) => at >= appDrawnAt)).toEqual([]);
});
