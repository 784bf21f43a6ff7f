import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { callApi, type PageOf } from './api';
import { expect, type Page, test } from './fixtures';
import { resetNetwork } from './sim';
import { openSignedIn } from './support';

/** A phone held upright (TOOLCHAIN.md, "Phone checks"). */
test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

const SCREEN = 844;
const THUMB = 44;
const LANGUAGES = ['en', 'fr', 'zh-cn'] as const;
type Language = (typeof LANGUAGES)[number];

const catalogue = (language: Language, namespace = 'charger'): Record<string, string> =>
  JSON.parse(
    readFileSync(
      join(import.meta.dirname, '..', '..', 'apps', 'web', 'src', 'locales', language, `${namespace}.json`),
      'utf8',
    ),
  ) as Record<string, string>;

/** Neighbouring targets closer than this are tapped for each other (WCAG 2.5.8's spacing, Material's 8 dp). */
const GAP = 8;

interface SessionRow {
  station_id: number;
  pile_id: number;
  port_id: number;
  state: string;
}

// What a thumb taps: links, buttons, tabs, fields, pages of a list, folds. A tab is hit on its whole strip.
const TARGETS = [
  'a[href]',
  'button',
  '.ant-tabs-tab',
  '.ant-select',
  '.ant-picker',
  '.ant-input-affix-wrapper',
  'input.ant-input:not(.ant-input-affix-wrapper input)',
  '.ant-pagination-item',
  '.ant-collapse-header',
  '[role="switch"]',
].join(', ');

/**
 * What a screen breaks for a thumb: its sideways overflow, its targets under 44 px, its covered controls, its
 * neighbouring targets closer than 8 px. What lies under the menu button fixed at the screen's foot (marked
 * data-thumb-bar) is judged from the next scroll, where it lies above it.
 */
async function phoneFaults(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ targets, thumb, gap }) => {
      const width = document.documentElement.clientWidth;
      const name = (element: Element) =>
        `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30) || element.getAttribute('aria-label') || element.className}"`;
      // What a clipping ancestor (a tab strip, a scroll area) hides does not widen the page.
      const visibleRight = (element: Element) => {
        let right = element.getBoundingClientRect().right;
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflowX !== 'visible') {
            right = Math.min(right, parent.getBoundingClientRect().right);
          }
        }
        return right;
      };
      const visibleBox = (element: Element) => {
        const box = element.getBoundingClientRect();
        let [left, top, right, bottom] = [box.left, box.top, box.right, box.bottom];
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          const style = getComputedStyle(parent);
          const frame = parent.getBoundingClientRect();
          if (style.overflowX !== 'visible') [left, right] = [Math.max(left, frame.left), Math.min(right, frame.right)];
          if (style.overflowY !== 'visible') [top, bottom] = [Math.max(top, frame.top), Math.min(bottom, frame.bottom)];
        }
        return new DOMRect(left, top, Math.max(0, right - left), Math.max(0, bottom - top));
      };
      const isClipped = (element: Element) => {
        const box = element.getBoundingClientRect();
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          const style = getComputedStyle(parent);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          const frame = parent.getBoundingClientRect();
          if (box.left < frame.left - 0.5 || box.right > frame.right + 0.5) return true;
          if (box.top < frame.top - 0.5 || box.bottom > frame.bottom + 0.5) return true;
        }
        return false;
      };
      const shown = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
      };
      const faults: string[] = [];
      for (const element of document.querySelectorAll('body *')) {
        if (shown(element) && visibleRight(element) > width + 1) {
          faults.push(`overflow: ${name(element)} ends at ${Math.round(visibleRight(element))} px`);
        }
      }
      const reach = Math.min(
        window.innerHeight,
        ...[...document.querySelectorAll('[data-thumb-bar]')].map((bar) => bar.getBoundingClientRect().top),
      );
      const judged: { element: Element; box: DOMRect }[] = [];
      for (const element of document.querySelectorAll(targets)) {
        if (!shown(element) || element.closest('[aria-hidden="true"], .ant-table-cell')) continue;
        // An element inside a larger target (a tab's label, a field's inner input) is hit through it.
        if (element.parentElement?.closest(targets)) continue;
        const box = element.getBoundingClientRect();
        // Spacing is judged on what shows of a target: a tab half scrolled under its strip's edge ends there.
        const seen = visibleBox(element);
        if (seen.bottom > 0 && seen.top < reach && seen.width > 0 && !element.closest('[data-thumb-bar]')) {
          judged.push({ element, box: seen });
        }
        if (box.width < thumb - 0.5 || box.height < thumb - 0.5) {
          faults.push(`small: ${name(element)} is ${Math.round(box.width)}×${Math.round(box.height)}`);
        }
        // A control partly scrolled out of its strip (a tab behind the strip's "more", a marker at the map's edge)
        // is reached by scrolling or moving it.
        const clipped = isClipped(element);
        if (!clipped && box.top >= 0 && box.bottom <= reach && box.left >= 0 && box.right <= width) {
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          if (hit && hit !== element && !element.contains(hit) && !hit.contains(element)) {
            faults.push(`covered: ${name(element)} lies under ${name(hit)}`);
          }
        }
      }
      judged.forEach(({ element, box }, index) => {
        for (const { element: other, box: near } of judged.slice(index + 1)) {
          if (element.contains(other) || other.contains(element)) continue;
          const apartX = Math.max(near.left - box.right, box.left - near.right, 0);
          const apartY = Math.max(near.top - box.bottom, box.top - near.bottom, 0);
          if (Math.hypot(apartX, apartY) < gap - 0.5) {
            faults.push(
              `close: ${name(element)} and ${name(other)} are ${Math.round(Math.hypot(apartX, apartY))} px apart`,
            );
          }
        }
      });
      return faults;
    },
    { targets: TARGETS, thumb: THUMB, gap: GAP },
  );
}

/** Checks the screen at every height a thumb scrolls it to. */
async function expectThumbFriendly(page: Page, screen: string): Promise<void> {
  // Judged once the screen has drawn what it loads, as a person would wait for it.
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active'), screen).toHaveCount(0, { timeout: 15_000 });
  // A toast covers the header for its few seconds by design: the controls are judged once it is gone.
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 15_000 });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  // A screen's worth, less what the menu button at its foot hides.
  const step = await page.evaluate(() =>
    Math.min(
      window.innerHeight,
      ...[...document.querySelectorAll('[data-thumb-bar]')].map((bar) => bar.getBoundingClientRect().top - 8),
    ),
  );
  const faults = new Set<string>();
  for (let top = 0; top < height; top += step) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    for (const fault of await phoneFaults(page)) faults.add(fault);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  expect([...faults], `${screen} on a phone`).toEqual([]);
}

/** A button by its label; antd spaces out a two-character Chinese label (停 止). */
const button = (page: Page, label: string) =>
  page.getByRole('button', {
    name: new RegExp(`^${[...label].map((char) => char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*')}$`),
  });

/** How far down the page, from its top, an action's button ends. */
const depth = (page: Page, name: string) =>
  button(page, name).evaluate((button) => button.getBoundingClientRect().bottom + window.scrollY);

for (const language of LANGUAGES) {
  test(`a technician stops, unlocks and takes a port out of service on a phone, in ${language}`, async ({ page }) => {
    test.setTimeout(120_000);
    const text = catalogue(language);
    await resetNetwork(page);
    await page.addInitScript((locale) => window.localStorage.setItem('pcharging.locale', locale), language);
    await openSignedIn(page, 'ops', '/operator/station');

    let taps = 0;
    const tap = async (target: ReturnType<Page['locator']>) => {
      await target.tap();
      taps += 1;
    };

    const stationLinks = page.locator('[role="listitem"] a[href^="#/operator/station/"]');
    await expect(stationLinks.first()).toBeVisible();
    await expectThumbFriendly(page, 'the station list');
    const listed = new Set(await stationLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href'))));
    const sessions = await callApi<PageOf<SessionRow>>(
      page,
      '/Charging_session/lists',
      { suspect: 0 },
      {
        page: 1,
        perpage: 100,
      },
    );
    const session = sessions.items.find(
      (row) => row.state === 'charging' && listed.has(`#/operator/station/${row.station_id}`),
    );
    expect(session, 'a station on the first page has a session charging').toBeTruthy();
    const { station_id: stationId, pile_id: chargerId, port_id: portId } = session as SessionRow;
    const stationHref = `#/operator/station/${stationId}`;

    await tap(stationLinks.and(page.locator(`[href="${stationHref}"]`)).first());
    const chargerLink = page.locator(`[role="listitem"] a[href="${stationHref}/${chargerId}"]`).first();
    await expect(chargerLink).toBeVisible();
    await expectThumbFriendly(page, 'the station');

    await tap(chargerLink);
    const portLink = page.locator(`[role="listitem"] a[href="${stationHref}/${chargerId}/${portId}"]`).first();
    await expect(portLink).toBeVisible();
    await expectThumbFriendly(page, 'the charger');

    await tap(portLink);
    const stop = button(page, text['charger.session.stop'] ?? '');
    await expect(stop).toBeVisible();
    await expectThumbFriendly(page, 'the port');
    for (const action of ['charger.session.stop', 'charger.port.unlock', 'charger.port.takeOut']) {
      const bottom = await depth(page, text[action] ?? action);
      expect(bottom, `${action} within one screen's scroll of the port page's top`).toBeLessThanOrEqual(2 * SCREEN);
    }

    await tap(stop);
    const stopDialog = page.getByRole('dialog');
    await stopDialog.getByLabel(text['charger.session.stop.reason'] ?? '').fill('Driver asked on site');
    await tap(stopDialog.locator('.ant-btn-primary'));
    await expect(stop).toBeHidden();

    await tap(button(page, text['charger.port.unlock'] ?? ''));
    await tap(page.locator('.ant-modal-confirm .ant-btn-primary'));
    await expect(page.locator('.ant-modal-confirm')).toBeHidden();

    await tap(button(page, text['charger.port.takeOut'] ?? ''));
    const reasonDialog = page.getByRole('dialog');
    await reasonDialog.getByLabel(text['charger.port.takeOut.reason'] ?? '').fill('Cable damaged');
    await tap(reasonDialog.locator('.ant-btn-primary'));
    await expect(button(page, text['charger.port.putBack'] ?? '')).toBeVisible();

    const stopped = page.locator('ol[aria-label] > li').filter({ hasText: 'Driver asked on site' }).first();
    await expect(stopped, 'the timeline says who stopped the session and why').toContainText('ops');
    await expectThumbFriendly(page, 'the port after the job');

    console.log(`${language}: the technician's task took ${taps} taps`);
    expect(taps).toBeLessThanOrEqual(10);
  });
}

interface MapPoint {
  id: number;
  lng: number;
  lat: number;
}

for (const language of LANGUAGES) {
  test(`a technician opens the menu at the screen's foot and finds on the map the station they stand at, in ${language}`, async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await page.addInitScript((locale) => window.localStorage.setItem('pcharging.locale', locale), language);
    await openSignedIn(page, 'ops');
    // The station farthest from any other has a marker of its own whatever the zoom; the technician stands by it.
    const { items } = await callApi<{ items: MapPoint[] }>(page, '/Station/map');
    const apart = (point: MapPoint) =>
      Math.min(
        ...items
          .filter((other) => other.id !== point.id)
          .map((other) => Math.hypot(other.lng - point.lng, other.lat - point.lat)),
      );
    const station = [...items].sort((a, b) => apart(b) - apart(a))[0] as MapPoint;
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: station.lat + 0.0008, longitude: station.lng + 0.0008 });

    await page.goto('/#/operator/station');
    await expect(page.locator('[role="listitem"]').first()).toBeVisible();
    const menu = page.getByRole('button', { name: catalogue(language, 'layout')['layout.openMenu'] });
    const { y, height } = (await menu.boundingBox()) ?? { y: 0, height: 0 };
    expect(y + height / 2, "the menu button in the thumb's reach, the screen's lower third").toBeGreaterThan(
      (2 * SCREEN) / 3,
    );
    await menu.tap();
    // The menu's entries are keyed by their paths (antd writes the key into data-menu-id).
    await page.locator('.ant-drawer [data-menu-id$="/operator/map"]').tap();

    const map = page.getByRole('group', { name: catalogue(language, 'common')['common.map.title'] });
    await expect(map).toBeVisible();
    const nearest = page.locator('section[aria-label] ol a').first();
    await expect(nearest, 'the station the technician stands at heads the nearest in view').toHaveAttribute(
      'href',
      `#/operator/station/${station.id}`,
    );
    await expect(
      page.getByRole('heading', { name: catalogue(language, 'common')['common.map.nearestToYou'] }),
    ).toBeVisible();
    await expectThumbFriendly(page, 'the network map');

    await map.locator(`a[href="#/operator/station/${station.id}"]`).tap();
    await expect(page).toHaveURL(new RegExp(`#/operator/station/${station.id}$`));
  });
}
