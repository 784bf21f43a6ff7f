import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs, withSimulator } from '../../../testing/simulator';

const simulator = withSimulator();
const LONG = { timeout: 15_000 };

interface StationRecord {
  id: number;
  code: string;
  name: string;
  status: number;
}

const stationRow = (id: number) =>
  simulator.harness.database.sqlite
    .prepare('select id, code, name, status from stations where id = ?')
    .get(id) as StationRecord;

/** Opens an antd select by its form label and picks the option with the given text. */
async function choose(container: HTMLElement, label: string, option: string) {
  const select = within(container).getByLabelText(label);
  fireEvent.mouseDown(select);
  const items = await screen.findAllByTitle(option, undefined, LONG);
  const item = items.find((candidate) => candidate.classList.contains('ant-select-item-option'));
  fireEvent.click(item ?? (items[0] as HTMLElement));
}

async function confirmDialog() {
  const dialog = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('.ant-modal-confirm');
    if (!found) throw new Error('no confirmation dialog');
    return found;
  }, LONG);
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
}

describe('station list', () => {
  it('opens with the filters of its link, keeps a new filter in the URL and links to the details', async () => {
    await signInAs('admin');
    const draft = stationRow(20);
    const { router } = renderApp('/operator/station?status=0');

    expect(await screen.findByText(draft.code, undefined, LONG)).toBeTruthy();
    // Only drafts: the operating station 1 is not listed.
    expect(screen.queryByText(stationRow(1).code)).toBeNull();
    const row = screen.getByText(draft.code).closest('tr') as HTMLElement;
    // Its status; its audit status is behind the column chooser.
    expect(within(row).getAllByText('Draft')).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('Station'), { target: { value: draft.code } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        `/operator/station?name=${draft.code}&status=0`,
      ),
    );

    const header = document.querySelector('thead') as HTMLElement;
    fireEvent.click(within(header).getByText('City'));
    await waitFor(() => expect(router.state.location.search).toContain('sort=city&order=desc'));

    fireEvent.click(within(screen.getByText(draft.code).closest('tr') as HTMLElement).getByText(draft.name));
    await waitFor(() => expect(router.state.location.pathname).toBe('/operator/station/20'));
  }, 60_000);

  it("offers the network's cities as the city filter and keeps the choice in the URL", async () => {
    await signInAs('admin');
    const cities = (
      simulator.harness.database.sqlite.prepare('select distinct city from stations order by city').all() as {
        city: string;
      }[]
    ).map((row) => row.city);
    const { router } = renderApp('/operator/station');

    const cityFilter = await waitFor(() => {
      const found = screen.getAllByLabelText('City').find((element) => element.getAttribute('role') === 'combobox');
      if (!found) throw new Error('no city filter yet');
      return found;
    }, LONG);
    fireEvent.mouseDown(cityFilter);
    await waitFor(() => {
      const offered = [...document.querySelectorAll('.ant-select-item-option')].map((item) => item.textContent);
      expect([...offered].sort()).toEqual([...cities].sort());
    }, LONG);
    const city = cities[0] as string;
    const items = await screen.findAllByTitle(city, undefined, LONG);
    fireEvent.click(
      items.find((item) => item.classList.contains('ant-select-item-option')) ?? (items[0] as HTMLElement),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?city=${encodeURIComponent(city)}`));
  }, 60_000);

  it('stores a new station as a draft from the add form, after confirmation', async () => {
    await signInAs('admin');
    // A short list keeps the page light while the form is filled in.
    renderApp('/operator/station?status=5');
    fireEvent.click(await screen.findByRole('button', { name: /Add station/ }, LONG));
    const form = (await screen.findByText('New station', undefined, LONG)).closest('.ant-modal') as HTMLElement;

    fireEvent.change(within(form).getByLabelText('Station name'), { target: { value: 'Harbour Test Site' } });
    await choose(form, 'Operating type', 'Public');
    await choose(form, 'Operator', 'Borealis Charge');
    fireEvent.change(within(form).getByLabelText('City'), { target: { value: 'Montréal' } });
    fireEvent.change(within(form).getByLabelText('Address'), { target: { value: '1 Rue Test' } });
    fireEvent.change(within(form).getByLabelText('Longitude'), { target: { value: '-73.5' } });
    fireEvent.change(within(form).getByLabelText('Latitude'), { target: { value: '45.5' } });
    fireEvent.change(within(form).getByLabelText('Pre-authorization amount'), { target: { value: '150' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Temporary store' }));
    expect(
      await within(form).findByText('Invalid Pre-authorization amount (Whole dollars from 1 to 100)', undefined, LONG),
    ).toBeTruthy();
    // An integer amount, as the spec says: cents are refused as the server refuses them.
    fireEvent.change(within(form).getByLabelText('Pre-authorization amount'), { target: { value: '1.5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Temporary store' }));
    expect(
      await within(form).findByText('Invalid Pre-authorization amount (Whole dollars from 1 to 100)', undefined, LONG),
    ).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('Pre-authorization amount'), { target: { value: '20' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Temporary store' }));
    await confirmDialog();
    expect(await screen.findByText('Stored temporarily', undefined, LONG)).toBeTruthy();

    const stored = simulator.harness.database.sqlite
      .prepare("select status, min_amount_cents as cents from stations where name = 'Harbour Test Site'")
      .get() as { status: number; cents: number };
    expect(stored).toEqual({ status: 0, cents: 2000 });
  }, 120_000);

  it('disables an operating station after confirmation', async () => {
    await signInAs('admin');
    const station = stationRow(1);
    renderApp(`/operator/station?name=${station.code}`);
    const row = (await screen.findByText(station.code, undefined, LONG)).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByText('Disable'));
    await confirmDialog();
    expect(await screen.findByText('Disabled successfully', undefined, LONG)).toBeTruthy();
    expect(stationRow(1).status).toBe(4);
    await waitFor(() => expect(within(row).getByText('Enable')).toBeTruthy());
  }, 60_000);

  it('names the station its delete confirmation is about, and keeps it on Cancel', async () => {
    await signInAs('admin');
    const station = stationRow(1);
    renderApp(`/operator/station?name=${station.code}`);
    const row = (await screen.findByText(station.code, undefined, LONG)).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByText('Delete'));
    const dialog = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-modal-confirm');
      if (!found) throw new Error('no confirmation dialog');
      return found;
    }, LONG);
    expect(dialog.textContent).toContain(`Delete station ${station.name}? This cannot be undone.`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeNull(), LONG);
    expect(stationRow(1)).toBeTruthy();
  }, 60_000);

  it('shows an auditor the list without a single control that changes anything', async () => {
    await signInAs('auditor');
    renderApp('/operator/station');
    expect(await screen.findByText(stationRow(24).code, undefined, LONG)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add station/ })).toBeNull();
    for (const action of ['Delete', 'Disable', 'Enable']) expect(screen.queryByText(action)).toBeNull();
    expect(screen.getAllByText('Details').length).toBeGreaterThan(0);
  }, 60_000);
});
