import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs, withSimulator } from '../../../testing/simulator';

const simulator = withSimulator();
const slow = { timeout: 15_000 };

// Each test renders the whole app against the simulator; on the shared two-core machine that takes 20–40 s.

describe('the charger list of a station', () => {
  it('lists the station chargers with their states, links each to its details and keeps filters in the URL', async () => {
    await signInAs('admin');
    const { router } = renderApp('/operator/station/1/list?keyword=DC%2002');

    const row = (await screen.findByText('KEM00100002', undefined, slow)).closest('tr') as HTMLElement;
    expect(within(row).getByText('DC 02').closest('a')?.getAttribute('href')).toBe('/operator/station/1/2');
    expect(await within(row).findByText('Online', undefined, slow)).toBeTruthy();
    expect(within(row).getByText('Approved')).toBeTruthy();
    expect(screen.queryByText('ABB00100001')).toBeNull();
    expect(screen.getByRole('button', { name: /Add charger/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    const first = (await screen.findByText('ABB00100001', undefined, slow)).closest('tr') as HTMLElement;
    expect(router.state.location.search).toBe('');

    fireEvent.click(within(first).getByText('DC 01'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/operator/station/1/1'));
    expect(simulator.calls).toContain('/Pile/lists');
  }, 90_000);

  it('rejects a charger under review with a reason, then resubmits it', async () => {
    await signInAs('admin');
    renderApp('/operator/station/21/list?keyword=KEM02100155');
    const auditStatus = () =>
      (
        simulator.harness.database.sqlite.prepare('select audit_status from piles where id = 155').get() as {
          audit_status: number;
        }
      ).audit_status;

    const row = (await screen.findByText('KEM02100155', undefined, slow)).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Reject' }));
    const prompt = (await screen.findByText('Reject charger KEM02100155', undefined, slow)).closest(
      '.ant-modal',
    ) as HTMLElement;
    fireEvent.click(within(prompt).getByRole('button', { name: 'OK' }));
    expect(await within(prompt).findByText('Reason for rejection cannot be empty', undefined, slow)).toBeTruthy();
    fireEvent.change(within(prompt).getByRole('textbox'), { target: { value: 'Site photos missing' } });
    fireEvent.click(within(prompt).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Review recorded', undefined, slow)).toBeTruthy();
    expect(auditStatus()).toBe(2);

    fireEvent.click(await screen.findByRole('button', { name: 'Resubmit' }, slow));
    const confirm = (await screen.findByText('Submit this record for review?', undefined, slow)).closest(
      '.ant-modal',
    ) as HTMLElement;
    fireEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Submitted successfully', undefined, slow)).toBeTruthy();
    expect(auditStatus()).toBe(1);
  }, 60_000);
});
