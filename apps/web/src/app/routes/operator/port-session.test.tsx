import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs, withSimulator } from '../../../testing/simulator';

const simulator = withSimulator();
const slow = { timeout: 15_000 };
const sqlite = () => simulator.harness.database.sqlite;

/** A port charging on an online charger, with where it is. */
const chargingPort = () =>
  sqlite()
    .prepare(
      `select q.id, q.pile_id, q.station_id, s.id as session from ports q join piles p on p.id = q.pile_id
       join charging_sessions s on s.port_id = q.id and s.status = 1
       where q.status = 3 and p.status = 1 and s.stalled_since is null order by q.id limit 1`,
    )
    .get() as { id: number; pile_id: number; station_id: number; session: number };

const dialogOf = async (title: string | RegExp) =>
  (await screen.findByText(title, undefined, slow)).closest('.ant-modal') as HTMLElement;

describe('the port page in operation', () => {
  it('shows the session in progress, stops it with a reason, then takes the port out of service and back', async () => {
    await signInAs('ops');
    const port = chargingPort();
    renderApp(`/operator/station/${port.station_id}/${port.pile_id}/${port.id}`);
    expect(await screen.findByText('Session in progress', undefined, slow)).toBeTruthy();
    const card = screen.getByText('Session in progress').closest('.ant-card') as HTMLElement;
    expect(await within(card).findByText('Charging', undefined, slow)).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Stop' }));
    const stop = await dialogOf(/^Stop the session on /);
    fireEvent.change(within(stop).getByLabelText('Reason'), { target: { value: 'Customer asked by phone' } });
    fireEvent.click(within(stop).getByRole('button', { name: 'Stop' }));
    // The dialog, which names the port and asks why, is the confirmation: no second 'Please confirm'.
    expect(await screen.findByText(/^Session stopped: order #\d+, CA\$\d+\.\d\d$/, undefined, slow)).toBeTruthy();
    expect(document.querySelector('.ant-modal-confirm')).toBeNull();
    expect(await screen.findByText('No session in progress on this port', undefined, slow)).toBeTruthy();
    const timeline = screen.getByText('Timeline').closest('.ant-card') as HTMLElement;
    expect(await within(timeline).findByText('Session stopped remotely', undefined, slow)).toBeTruthy();
    expect(within(timeline).getAllByText('Customer asked by phone').length).toBeGreaterThan(0);
    const ended = sqlite().prepare('select status, stop_reason from charging_sessions where id = ?').get(port.session);
    expect(ended).toEqual({ status: 2, stop_reason: 'Customer asked by phone' });

    fireEvent.click(screen.getByRole('button', { name: 'Take out of service' }));
    const takeOut = await dialogOf(/^Take port .+ out of service$/);
    const reasonLabel = 'Reason (maintenance, damage…)';
    expect(within(takeOut).getByText(reasonLabel).closest('label')?.className).toContain('required');
    fireEvent.click(within(takeOut).getByRole('button', { name: 'OK' }));
    expect(await within(takeOut).findByText(`${reasonLabel} cannot be empty`, undefined, slow)).toBeTruthy();
    expect(within(takeOut).queryByText('Illegal input')).toBeNull();
    fireEvent.change(within(takeOut).getByLabelText('Reason (maintenance, damage…)'), {
      target: { value: 'Cable damaged' },
    });
    fireEvent.click(within(takeOut).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText(/^Out of service since .+: Cable damaged$/, undefined, slow)).toBeTruthy();
    // The timeline says so at once, without a reload.
    expect(await within(timeline).findByText('Availability changed', undefined, slow)).toBeTruthy();
    const stored = sqlite().prepare('select status, inoperative_reason from ports where id = ?').get(port.id);
    expect(stored).toEqual({ status: 0, inoperative_reason: 'Cable damaged' });

    fireEvent.click(screen.getByRole('button', { name: 'Put back in service' }));
    expect(await screen.findByText('Put this port back in service? It will take sessions again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('In service', undefined, slow)).toBeTruthy();
  }, 120_000);

  it('offers the auditor no stop, availability or unlock', async () => {
    await signInAs('auditor');
    const port = chargingPort();
    renderApp(`/operator/station/${port.station_id}/${port.pile_id}/${port.id}/view`);
    expect(await screen.findByText('Session in progress', undefined, slow)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Take out of service' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Unlock connector' })).toBeNull();
  }, 120_000);
});
