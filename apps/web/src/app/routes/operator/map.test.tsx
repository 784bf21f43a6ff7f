import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHONE_BELOW } from '../../../lib/phone';
import { renderApp, signInAs, withSimulator } from '../../../testing/simulator';

const simulator = withSimulator();
const slow = { timeout: 15_000 };

describe('network map', () => {
  it('places every station as a link to it, coloured by state, with a legend that counts them', async () => {
    await signInAs('ops');
    renderApp('/operator/map');
    const stations = (
      simulator.harness.database.sqlite.prepare('select count(*) as n from stations').get() as { n: number }
    ).n;
    await waitFor(() => {
      if (!document.querySelector('svg[role="group"] circle')) throw new Error('no marker yet');
    }, slow);
    const markers = document.querySelectorAll('svg[role="group"] a[href^="#/operator/station/"]');
    // Stations too close to tell apart at this scale share a group marker that says how many it holds.
    const groups = [...document.querySelectorAll('svg[role="group"] g[role="button"]')];
    const grouped = groups.reduce((sum, group) => sum + Number(group.querySelector('text')?.textContent), 0);
    expect(markers.length + grouped).toBe(stations);
    expect(groups.length).toBeGreaterThan(0);
    fireEvent.click(groups[0] as Element);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Whole network' })).toBeTruthy());
    // Markers keep a thumb's 44 px target and 8 px apart, so a group may hold groups: each opens in turn.
    for (let depth = 0; depth < 3 && !document.querySelector('svg[role="group"] a'); depth += 1) {
      fireEvent.click(document.querySelector('svg[role="group"] g[role="button"]') as Element);
    }
    expect(document.querySelectorAll('svg[role="group"] a').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Whole network' }));
    const first = simulator.harness.database.sqlite
      .prepare('select id, name from stations order by id limit 1')
      .get() as {
      id: number;
      name: string;
    };
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Whole network' })).toBeNull());
    const marker = document.querySelector(`a[href="#/operator/station/${first.id}"]`);
    const label =
      marker?.getAttribute('aria-label') ??
      [...document.querySelectorAll('svg[role="group"] g[role="button"]')]
        .map((group) => group.getAttribute('aria-label'))
        .join();
    expect(label).toContain(first.name);
    expect(screen.getByText(/^Charging \(\d+\)$/)).toBeTruthy();
    expect(screen.getByText(/^Not operating \(\d+\)$/)).toBeTruthy();
  }, 60_000);

  describe('on a phone', () => {
    const montreal = { longitude: -73.57, latitude: 45.5 };
    const original = { matchMedia: window.matchMedia, geolocation: navigator.geolocation };
    afterEach(() => {
      window.matchMedia = original.matchMedia;
      Object.defineProperty(navigator, 'geolocation', { value: original.geolocation, configurable: true });
    });

    it('asks where the technician stands before listing the nearest stations, then lists them from there', async () => {
      window.matchMedia = (media: string) =>
        ({
          matches: media.includes('max-width') && 390 < PHONE_BELOW,
          media,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList;
      const getCurrentPosition = vi.fn((success: PositionCallback) =>
        success({ coords: montreal } as GeolocationPosition),
      );
      Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
      await signInAs('ops');
      renderApp('/operator/map');
      expect(
        await screen.findByText('Share your position to list the stations nearest to you', undefined, slow),
      ).toBeTruthy();
      // No distances from the middle of the country before the phone says where it is.
      expect(screen.queryByRole('region', { name: /^Nearest/ })).toBeNull();
      expect(document.body.textContent).not.toMatch(/\d km\b/);
      expect(getCurrentPosition).not.toHaveBeenCalled();

      fireEvent.click(screen.getAllByRole('button', { name: 'Where am I' }).at(-1) as HTMLElement);
      // jsdom lays nothing out, so which stations are in view is the browser's to say: the list is there, from here.
      expect(await screen.findByRole('region', { name: 'Nearest to you' }, slow)).toBeTruthy();
      expect(screen.queryByText('Share your position to list the stations nearest to you')).toBeNull();
    }, 60_000);
  });
});
