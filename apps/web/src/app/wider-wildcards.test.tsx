import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, withSimulator } from '../testing/simulator';
import { signInWithWideRole } from '../testing/wide-role';

const simulator = withSimulator();

const stationCount = () =>
  (simulator.harness.database.sqlite.prepare('select count(*) as count from stations').get() as { count: number })
    .count;

describe('a backend that offers permission-wildcards', () => {
  it('opens the station screens to operator:station:*', async () => {
    await signInWithWideRole();
    const { router } = renderApp('/operator/station');
    expect(await screen.findByText(`Total: ${stationCount()}`, undefined, { timeout: 15_000 })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/operator/station'));
  });
});
