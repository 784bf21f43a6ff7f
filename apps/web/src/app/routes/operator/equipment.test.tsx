import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs, withSimulator } from '../../../testing/simulator';

const simulator = withSimulator();
const slow = { timeout: 15_000 };

const placement = (serial: string) =>
  simulator.harness.database.sqlite
    .prepare('select station_id, audit_status from piles where serial = ?')
    .get(serial) as { station_id: number | null; audit_status: number };

const rowOf = async (serial: string) => (await screen.findByText(serial, undefined, slow)).closest('tr') as HTMLElement;

// Each test renders the whole app against the simulator; on the shared two-core machine that takes 20–40 s.
describe('equipment inventory', () => {
  it('filters stock from the URL and installs a device at a station after confirming', async () => {
    await signInAs('admin');
    renderApp('/operator/equipment?installed=0&manufacturername=ABB');

    const row = await rowOf('ABBSTK00003');
    expect(within(row).getByText('In stock')).toBeTruthy();
    expect(screen.getByText('ABBSTK00004')).toBeTruthy();
    expect(screen.queryByText('ABB00100001')).toBeNull();
    expect(screen.queryByText('SIESTK00001')).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: 'Install' }));
    const dialog = (await screen.findByText('Install ABBSTK00003 at a station', undefined, slow)).closest(
      '.ant-modal',
    ) as HTMLElement;
    const station = within(dialog).getByRole('combobox');
    fireEvent.mouseDown(station);
    fireEvent.change(station, { target: { value: 'Montréal Park' } });
    const options = await screen.findAllByTitle('Montréal Park & Charge', undefined, slow);
    fireEvent.click(
      options.find((option) => option.classList.contains('ant-select-item-option')) ?? (options[0] as HTMLElement),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Install' }));

    const confirm = (await screen.findByText('Install this charger at the chosen station?', undefined, slow)).closest(
      '.ant-modal',
    ) as HTMLElement;
    fireEvent.click(within(confirm).getByRole('button', { name: 'OK' }));

    expect(await screen.findByText('Installed successfully', undefined, slow)).toBeTruthy();
    expect(placement('ABBSTK00003')).toEqual({ station_id: 1, audit_status: 0 });
    await waitFor(() => expect(screen.queryByText('ABBSTK00003')).toBeNull(), slow);
  }, 90_000);

  it('offers the auditor no add, edit, install, uninstall or delete control', async () => {
    await signInAs('auditor');
    renderApp('/operator/equipment');

    await rowOf('SIESTK00001');
    for (const name of ['Add charger', 'Edit', 'Install', 'Uninstall', 'Delete']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  }, 60_000);
});
