import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, type Page, test } from './fixtures';
import { openSignedIn } from './support';

// antd draws without generating styles (its zero-runtime mode) from stylesheets built ahead and cut by component
// (apps/web/antd-styles.ts): a component drawn before its sheet arrived, or left out of every sheet, is unstyled.
const antdCss = readFileSync(
  createRequire(join(import.meta.dirname, '..', '..', 'apps', 'web', 'package.json')).resolve('antd/dist/antd.css'),
  'utf8',
);
const ANTD_CLASSES = [...new Set([...antdCss.matchAll(/\.(ant-[a-z0-9-]+)/g)].map(([, name]) => name ?? ''))];

/** The classes antd styles that an element of the page carries and no stylesheet of the page styles. */
async function unstyledClasses(page: Page): Promise<string[]> {
  return page.evaluate((antdClasses) => {
    const styled = new Set<string>();
    const collect = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) {
          for (const [, name] of rule.selectorText.matchAll(/\.(ant-[a-z0-9-]+)/g)) styled.add(name ?? '');
        }
        if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of document.styleSheets) collect(sheet.cssRules);
    const known = new Set(antdClasses);
    const unstyled = new Set<string>();
    for (const element of document.querySelectorAll('[class]')) {
      for (const name of element.classList) if (known.has(name) && !styled.has(name)) unstyled.add(name);
    }
    return [...unstyled].sort();
  }, ANTD_CLASSES);
}

test('the login page and its dialog draw with their styles before sign-in', async ({ page }) => {
  await page.goto('/#/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await unstyledClasses(page), 'the login page').toEqual([]);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await unstyledClasses(page), 'the forgot-password dialog').toEqual([]);
});

test('the shell, a list and its dialogs draw with their styles after sign-in', async ({ page }) => {
  await openSignedIn(page, 'admin', '/operator/station');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  expect(await unstyledClasses(page), 'the station list').toEqual([]);
  await page.getByRole('button', { name: 'Columns' }).click();
  await expect(page.locator('.ant-popover')).toBeVisible();
  expect(await unstyledClasses(page), 'the column chooser').toEqual([]);
  await page.keyboard.press('Escape');
  await page.locator('.ant-table-row').first().getByText('Delete', { exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await unstyledClasses(page), 'a confirmation').toEqual([]);
});
