import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
    const markers = await waitFor(() => {
      const found = document.querySelectorAll('svg[role="img"] a[href^="#/operator/station/"]');
      if (found.length === 0) throw new Error('no marker yet');
      return found;
    }, slow);
    expect(markers.length).toBe(stations);
    const first = simulator.harness.database.sqlite
      .prepare('select id, name from stations order by id limit 1')
      .get() as {
      id: number;
      name: string;
    };
    const marker = document.querySelector(`a[href="#/operator/station/${first.id}"]`);
    expect(marker?.getAttribute('aria-label')).toMatch(new RegExp(`^${first.name} \\(.+\\): `));
    expect(screen.getByText(/^Charging \(\d+\)$/)).toBeTruthy();
    expect(screen.getByText(/^Not operating \(\d+\)$/)).toBeTruthy();
  }, 60_000);
});
