import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs, withSimulator } from '../../../testing/simulator';
import { firstTableRow } from '../../../testing/table-rows';

const simulator = withSimulator();
const slow = { timeout: 15_000 };
const sqlite = () => simulator.harness.database.sqlite;

const openAlarmCount = () =>
  (sqlite().prepare('select count(*) as n from alarms where status = 0').get() as { n: number }).n;

const badge = () => screen.findByRole('link', { name: /^Alarms: \d+$/ }, slow);

describe('alarms screen', () => {
  it('filters by the URL, opens an alarm and marks it repaired with a note', async () => {
    await signInAs('admin');
    const { router } = renderApp('/operator/alarm?status=0&level=3');
    const firstRow = await firstTableRow(slow);
    const alarmId = Number(firstRow.getAttribute('data-row-key'));
    const { code, pileId, pileStatus } = sqlite()
      .prepare(
        'select a.code, a.pile_id as pileId, p.status as pileStatus from alarms a join piles p on p.id = a.pile_id where a.id = ?',
      )
      .get(alarmId) as { code: string; pileId: number; pileStatus: number };
    const reachable = pileStatus === 1 || pileStatus === 2;
    expect(simulator.calls).toContain('/Alarm/lists');

    fireEvent.click(within(firstRow).getByText('Details'));
    expect(await screen.findByText(`Alarm ${code}`, undefined, slow)).toBeTruthy();
    const drawer = screen.getByText(`Alarm ${code}`).closest('.ant-drawer') as HTMLElement;
    fireEvent.click(within(drawer).getByText('Mark repaired'));

    const title = await screen.findByText(`Repair alarm ${code}`, undefined, slow);
    const dialog = title.closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark repaired' }));
    expect(await within(dialog).findByText('Please enter Repair note')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Repair note'), { target: { value: 'Replaced the fan' } });
    expect(within(dialog).getByText(/^Leave empty to use the current time/)).toBeTruthy();
    // The restart that brings the charger back in service is offered, ticked, where the charger can take it.
    const restart = reachable
      ? await within(dialog).findByRole('checkbox', { name: /^Restart the charger now/ }, slow)
      : await within(dialog).findByText(/^The charger is (offline|restarting)/, undefined, slow);
    if (reachable) expect((restart as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark repaired' }));
    expect(await screen.findByText(/^Alarm marked as repaired/, undefined, slow)).toBeTruthy();
    if (reachable) {
      const charger = sqlite().prepare('select status from piles where id = ?').get(pileId) as { status: number };
      expect(charger.status).toBe(3);
    }
    expect(document.querySelector('.ant-modal-confirm')).toBeNull();

    const stored = sqlite().prepare('select status, repair_note from alarms where id = ?').get(alarmId);
    expect(stored).toEqual({ status: 2, repair_note: 'Replaced the fan' });
    expect(router.state.location.search).toBe('?status=0&level=3');
  }, 120_000);

  it('acknowledges an open alarm after confirmation', async () => {
    await signInAs('support');
    renderApp('/operator/alarm?status=0');
    const firstRow = await firstTableRow(slow);
    const alarmId = Number(firstRow.getAttribute('data-row-key'));
    // Support may acknowledge but not repair.
    expect(within(firstRow).queryByText('Mark repaired')).toBeNull();
    fireEvent.click(within(firstRow).getByText('Acknowledge'));
    expect(
      await screen.findByText(
        /^Acknowledge alarm .+\? It leaves the Open alarms and is listed as Acknowledged until it is marked repaired\.$/,
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Alarm acknowledged', undefined, slow)).toBeTruthy();
    const stored = sqlite()
      .prepare(
        'select a.status, u.username from alarms a join admin_users u on u.id = a.acknowledged_by where a.id = ?',
      )
      .get(alarmId);
    expect(stored).toEqual({ status: 1, username: 'support' });
  }, 120_000);

  it('shows the open-alarm count in the header and links to the open alarms', async () => {
    await signInAs('admin');
    const { router } = renderApp('/customer');
    const link = await badge();
    await waitFor(() => expect(link.getAttribute('aria-label')).toBe(`Alarms: ${openAlarmCount()}`), slow);
    expect(link.querySelector('.ant-badge-count')?.textContent).toBe(String(openAlarmCount()));
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/operator/alarm'));
    expect(router.state.location.search).toBe('?status=0');
  }, 120_000);

  it('caps the badge at 99+', async () => {
    const insert = sqlite().prepare(
      "insert into alarms (source, code, level, message, status, raised_at) values ('station', 'TEST', 2, 'Test alarm', 0, ?)",
    );
    for (let index = 0; index < 120; index += 1) insert.run(Date.now() - 60_000);
    await signInAs('admin');
    renderApp('/customer');
    const link = await badge();
    await waitFor(() => expect(link.querySelector('.ant-badge-count')?.textContent).toBe('99+'), slow);
    expect(link.getAttribute('aria-label')).toBe(`Alarms: ${openAlarmCount()}`);
  }, 120_000);

  it('hides the badge from users who may not list alarms', async () => {
    await signInAs('finance');
    renderApp('/customer');
    await screen.findByText('Total: 300', undefined, slow);
    expect(screen.queryByRole('link', { name: /^Alarms:/ })).toBeNull();
    expect(simulator.calls).not.toContain('/Alarm/count');
  }, 120_000);

  it('shows an auditor the alarms without acknowledge or repair', async () => {
    await signInAs('auditor');
    renderApp('/operator/alarm?status=0');
    await waitFor(() => expect(document.querySelector('tbody tr[data-row-key]')).not.toBeNull(), slow);
    expect(screen.queryByText('Acknowledge')).toBeNull();
    expect(screen.queryByText('Mark repaired')).toBeNull();
  }, 120_000);
});
