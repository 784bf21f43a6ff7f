import { LOCALES, type Locale } from '@pcharging/validation';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ChartProps } from '../components/chart/chart';
import { type Catalogue, changeLocale } from '../lib/i18n';
import { concretePaths } from '../testing/concrete-paths';
import { renderApp, signInAs, withSimulator } from '../testing/simulator';

// jsdom has no canvas: a chart painting in an animation frame after its screen was left threw, now and then, an
// unhandled error into the run. The walk reads text, not charts; the chart keeps its accessible name.
vi.mock('../components/chart/chart', () => ({
  Chart: ({ label }: ChartProps) => <div role="img" aria-label={label} />,
}));

const simulator = withSimulator();

const catalogues = import.meta.glob<Catalogue>('../locales/*/*.json', { import: 'default', eager: true });
const texts = (locale: Locale) =>
  Object.entries(catalogues)
    .filter(([file]) => file.startsWith(`../locales/${locale}/`))
    .flatMap(([, catalogue]) => Object.entries(catalogue));

/** English texts a translated screen must not show: those whose translation differs and that read as words. */
function englishLeftovers(locale: Locale): Map<string, string> {
  const translated = new Map(texts(locale));
  const own = new Set(translated.values());
  const leftovers = new Map<string, string>();
  for (const [key, english] of texts('en')) {
    const words = english.replace(/\{\{\s*\w+\s*\}\}/g, '').trim();
    if (!/\p{L}{3,}/u.test(words) || english.includes('{{')) continue;
    if (translated.get(key) !== english && !own.has(english)) leftovers.set(english, key);
  }
  return leftovers;
}

async function settled(queryClient: ReturnType<typeof renderApp>['queryClient']) {
  await waitFor(
    () => {
      expect(queryClient.isFetching()).toBe(0);
      expect(document.querySelector('.ant-spin-spinning, .ant-skeleton-active')).toBeNull();
    },
    { timeout: 15_000 },
  );
}

function visibleTexts(): string[] {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const found: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text) found.push(text);
  }
  for (const element of document.querySelectorAll<HTMLElement>('[placeholder], [title], [aria-label]')) {
    for (const name of ['placeholder', 'title', 'aria-label']) {
      const value = element.getAttribute(name)?.trim();
      if (value) found.push(value);
    }
  }
  return found;
}

describe('every screen', () => {
  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    'shows real content and no English text in %s',
    async (locale) => {
      await changeLocale(locale);
      await signInAs('admin');
      const leftovers = englishLeftovers(locale);
      // Names operators gave their records are data, not interface text, even when they read as English.
      const roleNames = simulator.harness.database.sqlite.prepare('SELECT name FROM roles').pluck().all() as string[];
      for (const name of roleNames) leftovers.delete(name);
      const { router, queryClient } = renderApp('/home');
      const problems: string[] = [];
      for (const path of concretePaths(simulator.harness)) {
        await act(() => router.navigate(path));
        await settled(queryClient);
        for (const text of visibleTexts()) {
          const key = leftovers.get(text);
          if (key) problems.push(`${path}: "${text}" (${key})`);
        }
        if (document.querySelector('[data-screen="not-built"]')) problems.push(`${path}: placeholder`);
        if (router.state.location.pathname !== path)
          problems.push(`${path}: went to ${router.state.location.pathname}`);
      }
      expect(problems).toEqual([]);
      await changeLocale('en');
    },
    240_000,
  );
});
