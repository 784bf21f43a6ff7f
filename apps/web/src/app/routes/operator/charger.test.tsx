import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs, withSimulator } from '../../../testing/simulator';

const simulator = withSimulator();
const slow = { timeout: 15_000 };

const storedWhitelist = (chargerId: number) =>
  (
    simulator.harness.database.sqlite.prepare('select white_list from piles where id = ?').get(chargerId) as {
      white_list: string;
    }
  ).white_list;

async function confirmDialog(text: RegExp | string) {
  const dialog = (await screen.findByText(text, undefined, slow)).closest('.ant-modal') as HTMLElement;
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
}

async function openWhitelistEditor() {
  const edit = await screen.findByRole('button', { name: /Edit whitelist/ }, slow);
  await waitFor(() => expect((edit as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(edit);
  return (await screen.findByText(/^Offline whitelist of/, undefined, slow)).closest('.ant-modal') as HTMLElement;
}

// Each test renders the whole app against the simulator; on the shared two-core machine that takes 20–40 s.
describe('charger details', () => {
  it('shows the charger, its ports with links and its whitelist, and saves a new whitelist after confirming', async () => {
    await signInAs('admin');
    renderApp('/operator/station/1/1');

    expect(await screen.findByText('Charger DC 01', undefined, slow)).toBeTruthy();
    expect(screen.getAllByText('ABB00100001').length).toBeGreaterThan(0);
    const port = screen.getByText('ABB00100001-1').closest('tr') as HTMLElement;
    expect(within(port).getByText('A1')).toBeTruthy();
    expect(within(port).getByRole('link', { name: 'Details' }).getAttribute('href')).toBe('/operator/station/1/1/1');
    expect(await screen.findByText('No card on the whitelist', undefined, slow)).toBeTruthy();
    expect(screen.getByText('Now (connected)')).toBeTruthy();

    const editor = await openWhitelistEditor();
    const picker = within(editor).getByRole('combobox');
    fireEvent.change(picker, { target: { value: 'rf00100000, RF0010000!,' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await within(editor).findByText(/Invalid RFID card numbers RF0010000!/, undefined, slow)).toBeTruthy();

    fireEvent.click(
      within(editor).getByText('RF0010000!').closest('.ant-tag')?.querySelector('.ant-tag-close-icon') as Element,
    );
    fireEvent.change(picker, { target: { value: 'RF00100007' } });
    const choice = await screen.findByText(/· Not bound to a customer|· .+ \(.+\)/, undefined, slow);
    expect(choice.closest('.ant-select-item-option')?.textContent).toMatch(/^RF00100007/);
    fireEvent.click(choice);
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await confirmDialog('Save these settings?');
    expect(await screen.findByText('Saved successfully', undefined, slow)).toBeTruthy();
    expect(await screen.findByText('RF00100000', undefined, slow)).toBeTruthy();
    expect(JSON.parse(storedWhitelist(1))).toEqual(['RF00100000', 'RF00100007']);
  }, 90_000);

  it('keeps the whitelist of an offline charger read-only, says how long it has been silent and that its ports are unknown', async () => {
    await signInAs('admin');
    renderApp('/operator/station/2/9');

    expect((await screen.findAllByText('ABB00200009', undefined, slow)).length).toBeGreaterThan(0);
    expect(await screen.findByText(/can only be configured while the charger is online/, undefined, slow)).toBeTruthy();
    const edit = screen.getByRole('button', { name: /Edit whitelist/ }) as HTMLButtonElement;
    expect(edit.disabled).toBe(true);
    expect(screen.getByText(/ ago$/)).toBeTruthy();
    const ports = screen.getByText('Charging ports').closest('.ant-card') as HTMLElement;
    const portRows = within(ports).getAllByRole('row').slice(1);
    expect(portRows.length).toBeGreaterThan(0);
    for (const row of portRows) expect(within(row).getByText('Unknown while offline')).toBeTruthy();
  }, 90_000);

  it('shows the server refusal when the charger went offline while the whitelist was being edited', async () => {
    await signInAs('admin');
    renderApp('/operator/station/1/2');

    const editor = await openWhitelistEditor();
    simulator.harness.database.sqlite.prepare('update piles set status = 0 where id = 2').run();
    fireEvent.change(within(editor).getByRole('combobox'), { target: { value: 'RF00100000 ' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await confirmDialog('Save these settings?');

    expect(
      await within(editor).findByText('The whitelist can only be set while the charger is online', undefined, slow),
    ).toBeTruthy();
    expect(within(editor).getByText(/can only be configured while the charger is online/)).toBeTruthy();
    expect(storedWhitelist(2)).toBe('[]');
  }, 90_000);

  it('restarts an online charger after confirming and shows it restarting; an offline one is refused', async () => {
    await signInAs('admin');
    const { router } = renderApp('/operator/station/1/3');

    fireEvent.click(await screen.findByRole('button', { name: /Remote restart/ }, slow));
    await confirmDialog(/Send a remote restart command to this charger/);
    expect(await screen.findByText('Restart command issued successfully', undefined, slow)).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('Restarting').length).toBeGreaterThan(1), slow);
    const ports = screen.getByText('Charging ports').closest('.ant-card') as HTMLElement;
    const portRows = within(ports).getAllByRole('row').slice(1);
    for (const row of portRows) expect(within(row).getByText('Restarting')).toBeTruthy();
    expect(simulator.calls.filter((call) => call === '/Pile/info').length).toBeGreaterThan(1);

    await router.navigate('/operator/station/2/9');
    await screen.findAllByText('ABB00200009', undefined, slow);
    fireEvent.click(await screen.findByRole('button', { name: /Remote restart/ }, slow));
    await confirmDialog(/Send a remote restart command to this charger/);
    expect(
      await screen.findByText(
        /Restart failed: The charger is offline, so the restart command cannot reach it/,
        undefined,
        slow,
      ),
    ).toBeTruthy();
  }, 90_000);

  it('offers the auditor no mutating control on the charger details or the charger list', async () => {
    await signInAs('auditor');
    const { router } = renderApp('/operator/station/1/4');

    expect(await screen.findByText('Charger AC 04', undefined, slow)).toBeTruthy();
    expect(await screen.findByText('No card on the whitelist', undefined, slow)).toBeTruthy();
    for (const name of [/Edit/, /Remote restart/, /Delete/, /Submit/, /Approve/, /Reject/]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }

    await router.navigate('/operator/station/1/list');
    expect(await screen.findByText('KEM00100002', undefined, slow)).toBeTruthy();
    for (const name of [/Add charger/, /Delete/, /Submit/, /Approve/]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  }, 60_000);
});
