import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs, withSimulator } from '../../../testing/simulator';
import { firstTableRow } from '../../../testing/table-rows';

const simulator = withSimulator();
const slow = { timeout: 15_000 };
const sqlite = () => simulator.harness.database.sqlite;

const firstRow = () => firstTableRow(slow);

describe('sessions screen', () => {
  it('lists suspect sessions first by port code and driver, opens one titled so and stops it from the drawer', async () => {
    await signInAs('ops');
    renderApp('/operator/session');
    const row = await firstRow();
    expect(within(row).getByText('Suspect')).toBeTruthy();
    expect(within(row).getByText(/^No energy since /)).toBeTruthy();
    const sessionId = Number(row.getAttribute('data-row-key'));
    const listed = sqlite()
      .prepare(
        `select q.code, q.alias_name as alias, p.name as charger, c.name, c.account from charging_sessions s
         join ports q on q.id = s.port_id join piles p on p.id = s.pile_id join customers c on c.id = s.customer_id
         where s.id = ?`,
      )
      .get(sessionId) as { code: string; alias: string; charger: string; name: string; account: string };
    // What callers and tasks use: the port's code (its name on site beside it) and the driver's name.
    expect(within(row).getByRole('link', { name: listed.code })).toBeTruthy();
    expect(within(row).getByText(`${listed.charger} / ${listed.alias}`)).toBeTruthy();
    expect(within(row).getByRole('link', { name: listed.name })).toBeTruthy();

    fireEvent.click(within(row).getByText('Details'));
    const drawerTitle = await screen.findByText(`${listed.code} · ${listed.name}`, undefined, slow);
    expect(await screen.findByText('Power and energy, minute by minute', undefined, slow)).toBeTruthy();
    expect(screen.getByText('Bill so far')).toBeTruthy();
    const drawer = drawerTitle.closest('.ant-drawer') as HTMLElement;

    fireEvent.click(within(drawer).getByRole('button', { name: 'Stop' }));
    const title = await screen.findByText(/^Stop the session on /, undefined, slow);
    const dialog = title.closest('.ant-modal') as HTMLElement;
    const reason = within(dialog).getByLabelText('Reason');
    await waitFor(() => expect(document.activeElement).toBe(reason));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop' }));
    expect(await within(dialog).findByText('Please enter Reason')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'No energy is flowing' }));
    expect((reason as HTMLTextAreaElement).value).toBe('No energy is flowing');
    fireEvent.change(reason, { target: { value: 'Energy stuck, driver called' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop' }));
    // Asked once: the dialog with the port and the reason is the confirmation; the result names the order and bill.
    const done = await screen.findByText(/^Session stopped: order #\d+, CA\$\d+\.\d\d$/, undefined, slow);
    expect(screen.queryByText('Stop this charging session? It ends now and becomes an order.')).toBeNull();

    const stored = sqlite()
      .prepare(
        `select s.status, s.end_kind, s.stop_reason, o.stop_reason as order_reason, o.id as order_id,
           o.total_cents as total from charging_sessions s left join orders o on o.id = s.order_id where s.id = ?`,
      )
      .get(sessionId) as Record<string, unknown>;
    expect(stored).toMatchObject({
      status: 2,
      end_kind: 'remote',
      stop_reason: 'Energy stuck, driver called',
      order_reason: 'Energy stuck, driver called',
    });
    expect(done.textContent).toBe(
      `Session stopped: order #${stored.order_id}, CA$${(Number(stored.total) / 100).toFixed(2)}`,
    );
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
