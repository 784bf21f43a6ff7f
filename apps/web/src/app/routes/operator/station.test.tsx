import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs, withSimulator } from '../../../testing/simulator';

const simulator = withSimulator();
const LONG = { timeout: 20_000 };

const sql = () => simulator.harness.database.sqlite;
const station = (id: number) =>
  sql().prepare('select code, name, status, audit_reason as reason, address from stations where id = ?').get(id) as {
    code: string;
    name: string;
    status: number;
    reason: string;
    address: string;
  };

async function confirmDialog() {
  const dialog = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('.ant-modal-confirm');
    if (!found) throw new Error('no confirmation dialog');
    return found;
  }, LONG);
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeNull(), LONG);
}

describe('station details', () => {
  it('shows the seeded station on each tab', async () => {
    await signInAs('admin');
    const seeded = station(1);
    const { router } = renderApp('/operator/station/1');

    expect(await screen.findByRole('heading', { name: seeded.name }, LONG)).toBeTruthy();
    expect(screen.getAllByText(seeded.code).length).toBeGreaterThan(0);
    expect(screen.getByText('Pre-authorization amount')).toBeTruthy();
    expect(screen.getByText(new RegExp(seeded.address))).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Equipment info' }));
    expect(await screen.findByRole('link', { name: 'Open the full charger list' }, LONG)).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=equipment');

    fireEvent.click(screen.getByRole('tab', { name: 'Price setting' }));
    const template = sql()
      .prepare('select p.name from stations s join price_templates p on p.id = s.price_template_id where s.id = 1')
      .get() as { name: string };
    expect(await screen.findByText(template.name, undefined, LONG)).toBeTruthy();
    expect(await screen.findByText('Setting history', undefined, LONG)).toBeTruthy();
  }, 120_000);

  it('saves an edit after confirmation', async () => {
    await signInAs('admin');
    renderApp('/operator/station/2');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }, LONG));
    const address = await screen.findByLabelText('Address', undefined, LONG);
    fireEvent.change(address, { target: { value: '77 Test Avenue' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await confirmDialog();
    expect(await screen.findByText('Updated successfully', undefined, LONG)).toBeTruthy();
    expect(station(2).address).toBe('77 Test Avenue');
    expect(await screen.findByText(/77 Test Avenue/, undefined, LONG)).toBeTruthy();
  }, 120_000);

  it('records a load-balancing change in the history', async () => {
    await signInAs('admin');
    renderApp('/operator/station/3?tab=price');
    const limit = await screen.findByLabelText('Upper limit', undefined, LONG);
    fireEvent.change(limit, { target: { value: '4321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await confirmDialog();
    expect(await screen.findByText('Saved successfully', undefined, LONG)).toBeTruthy();
    expect(await screen.findByText('4,321 kW', undefined, LONG)).toBeTruthy();
    const latest = sql()
      .prepare('select load_limit_kw as kw from station_load_history where station_id = 3 order by id desc limit 1')
      .get() as { kw: number };
    expect(latest.kw).toBe(4321);
  }, 120_000);

  it('submits a draft for review, then rejects it with a reason given in the prompt', async () => {
    await signInAs('admin');
    expect(station(20).status).toBe(0);
    renderApp('/operator/station/20');

    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }, LONG));
    await confirmDialog();
    expect(await screen.findByText('Submitted successfully', undefined, LONG)).toBeTruthy();
    expect(station(20).status).toBe(1);

    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }, LONG));
    const prompt = (await screen.findByText('Reject this station', undefined, LONG)).closest(
      '.ant-modal',
    ) as HTMLElement;
    fireEvent.click(within(prompt).getByRole('button', { name: 'OK' }));
    expect(await within(prompt).findByText('Illegal input', undefined, LONG)).toBeTruthy();
    fireEvent.change(within(prompt).getByLabelText('Reason'), { target: { value: 'No site photos' } });
    fireEvent.click(within(prompt).getByRole('button', { name: 'OK' }));

    expect(await screen.findByText('Review recorded', undefined, LONG)).toBeTruthy();
    expect(station(20)).toMatchObject({ status: 2, reason: 'No site photos' });
    expect(await screen.findByText('Rejected: No site photos', undefined, LONG)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Resubmit' }, LONG)).toBeTruthy();
  }, 120_000);

  it('shows an auditor no control that changes the station', async () => {
    await signInAs('auditor');
    renderApp('/operator/station/21?tab=price');
    expect(await screen.findByText('Load balancing', undefined, LONG)).toBeTruthy();
    expect(screen.getAllByText('Upper limit').length).toBeGreaterThan(0);
    for (const name of ['Save', 'Use this template', 'Approve', 'Reject', 'Edit', 'Submit', 'Disable']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    fireEvent.click(screen.getByRole('tab', { name: 'Operation info' }));
    expect(await screen.findByText('Pre-authorization amount', undefined, LONG)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  }, 120_000);
});
