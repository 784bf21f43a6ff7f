import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs, withSimulator } from '../../../testing/simulator';
import { firstTableRow } from '../../../testing/table-rows';

const simulator = withSimulator();
const slow = { timeout: 15_000 };
const sqlite = () => simulator.harness.database.sqlite;

const firstRow = () => firstTableRow(slow);

describe('sessions screen', () => {
  it('lists suspect sessions first, opens one with its curve and stops it with a reason', async () => {
    await signInAs('ops');
    renderApp('/operator/session');
    const row = await firstRow();
    expect(within(row).getByText('Suspect')).toBeTruthy();
    expect(within(row).getByText(/^No energy since /)).toBeTruthy();
    const sessionId = Number(row.getAttribute('data-row-key'));

    fireEvent.click(within(row).getByText('Details'));
    expect(await screen.findByText(`Session ${sessionId}`, undefined, slow)).toBeTruthy();
    expect(await screen.findByText('Power and energy, minute by minute', undefined, slow)).toBeTruthy();
    expect(screen.getByText('Bill so far')).toBeTruthy();

    fireEvent.click(within(row).getByText('Stop'));
    const title = await screen.findByText(/^Stop the session on /, undefined, slow);
    const dialog = title.closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop' }));
    expect(await within(dialog).findByText('Please enter Reason')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Energy stuck, driver called' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop' }));
    // Asked once: the dialog with the port and the reason is the confirmation.
    expect(await screen.findByText('Session stopped', undefined, slow)).toBeTruthy();
    expect(screen.queryByText('Stop this charging session? It ends now and becomes an order.')).toBeNull();

    const stored = sqlite()
      .prepare(
        `select s.status, s.end_kind, s.stop_reason, o.stop_reason as order_reason from charging_sessions s
         left join orders o on o.id = s.order_id where s.id = ?`,
      )
      .get(sessionId);
    expect(stored).toEqual({
      status: 2,
      end_kind: 'remote',
      stop_reason: 'Energy stuck, driver called',
      order_reason: 'Energy stuck, driver called',
    });
  }, 120_000);

  it('shows the auditor the sessions without a stop', async () => {
    await signInAs('auditor');
    renderApp('/operator/session?suspect=0');
    const row = await firstRow();
    expect(within(row).queryByText('Suspect')).toBeNull();
    expect(within(row).getByText('Details')).toBeTruthy();
    expect(within(row).queryByText('Stop')).toBeNull();
  }, 120_000);
});
