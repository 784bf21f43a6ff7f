import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs, withSimulator } from '../../../testing/simulator';

const simulator = withSimulator();
const slow = { timeout: 15_000 };

describe('finding a place from home', () => {
  it('finds a port by its code and a charger by its serial, and keeps what was opened among the recent places', async () => {
    const port = simulator.harness.database.sqlite
      .prepare('select q.code, q.station_id as station, q.pile_id as charger, q.id from ports q order by q.id limit 1')
      .get() as { code: string; station: number; charger: number; id: number };
    await signInAs('ops');
    const { router } = renderApp('/home');
    const search = await screen.findByLabelText('Station, charger serial or port code', undefined, slow);
    fireEvent.change(search, { target: { value: port.code.toLowerCase() } });
    const found = await screen.findByRole('link', { name: new RegExp(`^Port ${port.code}`) }, slow);
    expect(within(found).getByText(port.code)).toBeTruthy();
    expect(screen.getByRole('link', { name: new RegExp(`^Charger ${port.code.replace(/-\d+$/, '')}`) })).toBeTruthy();
    fireEvent.click(found);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/operator/station/${port.station}/${port.charger}/${port.id}`),
    );

    await router.navigate('/home');
    expect(await screen.findByText('Opened lately', undefined, slow)).toBeTruthy();
    expect(screen.getByRole('link', { name: new RegExp(`^Port ${port.code}`) })).toBeTruthy();
  }, 60_000);
});
