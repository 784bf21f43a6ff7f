import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator } from '@playwright/test';
import { callApi, type PageOf } from './api';
import { expect, test } from './fixtures';
import { resetNetwork } from './sim';
import { LANGUAGES, type Language, openSignedIn } from './support';

/** A phone held upright, driven by touch (TOOLCHAIN.md, "Phone checks"). */
test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

/** What the issue allows from a fresh sign-in to a stopped session on a named port. */
const MOST_TAPS = 7;

const text = (language: Language, namespace: string, key: string): string => {
  const file = join(import.meta.dirname, '..', '..', 'apps', 'web', 'src', 'locales', language, `${namespace}.json`);
  const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const value = catalogue[key];
  if (value === undefined) throw new Error(`${language}/${namespace}.json has no ${key}`);
  return value;
};

interface RunningSession {
  id: number;
  port_code: string;
  state: string;
}

for (const language of LANGUAGES) {
  test(`a technician stops the session on a named port in at most ${MOST_TAPS} taps from sign-in, in ${language}`, async ({
    page,
  }) => {
    await resetNetwork(page);
    await page.addInitScript((locale) => window.localStorage.setItem('pcharging.locale', locale), language);
    let taps = 0;
    const tap = async (target: Locator) => {
      await target.tap();
      taps += 1;
    };
    // Signed in on a phone, the technician lands on the search for a place.
    await openSignedIn(page, 'ops', '/');
    await expect(page).toHaveURL(/#\/home$/);
    const { items } = await callApi<PageOf<RunningSession>>(page, '/Charging_session/lists', { suspect: 0 });
    const session = items.find((row) => row.state === 'charging');
    expect(session, 'the demo network has a session charging').toBeTruthy();
    const portCode = session?.port_code ?? '';
    const search = page.getByLabel(text(language, 'pages', 'pages.home.find.label'));
    await tap(search);
    await search.fill(portCode);
    await tap(page.getByRole('link', { name: new RegExp(portCode) }).first());
    await expect(page).toHaveURL(/#\/operator\/station\/\d+\/\d+\/\d+$/);
    // A detail screen leads back up to the page above it (here the port's charger).
    const backTo = text(language, 'layout', 'layout.backTo').split('{{page}}')[0] ?? '';
    await expect(page.getByRole('link', { name: new RegExp(`^${backTo}`) })).toBeVisible();

    // antd spaces out a two-character Chinese label (停 止).
    const stop = new RegExp(`^${[...text(language, 'charger', 'charger.session.stop')].join('\\s?')}$`);
    await tap(page.getByRole('button', { name: stop }).first());
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel(text(language, 'charger', 'charger.session.stop.reason'))).toBeFocused();
    await tap(
      dialog.getByRole('button', { name: text(language, 'charger', 'charger.session.stop.preset.driverAsked') }),
    );
    await tap(dialog.getByRole('button', { name: stop }));
    const stopped = text(language, 'charger', 'charger.session.stop.stopped').split('{{order}}')[0] ?? '';
    await expect(page.locator('.ant-message-notice').filter({ hasText: stopped })).toBeVisible();
    expect(taps).toBeLessThanOrEqual(MOST_TAPS);

    const ended = await callApi<{ state: string; stop_reason: string }>(page, '/Charging_session/info', {
      id: session?.id ?? 0,
    });
    expect(ended.state).toBe('ended');
    expect(ended.stop_reason).toBe(text(language, 'charger', 'charger.session.stop.preset.driverAsked'));
  });
}
