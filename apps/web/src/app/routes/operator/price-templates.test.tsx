import { getPriceTemplate, type PricePreview, previewPriceTemplate } from '@pcharging/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '../../../lib/api';
import { formatDay, formatMoney } from '../../../lib/format';
import { sessionStore } from '../../../lib/session-store';
import { renderApp, rewriteAnswers, signInAs, withSimulator } from '../../../testing/simulator';

const simulator = withSimulator();
const slow = { timeout: 15_000 };

const WARNING =
  'Modifying this price template directly affects the electricity prices of all stations using it (5 at present).';

const templateRow = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

const storedElectFee = (name: string) =>
  (
    simulator.harness.database.sqlite
      .prepare('select elect_fee_cents from price_templates where name = ?')
      .get(name) as {
      elect_fee_cents: number;
    }
  ).elect_fee_cents;

const templateId = (name: string) =>
  (
    simulator.harness.database.sqlite.prepare('select id from price_templates where name = ?').get(name) as {
      id: number;
    }
  ).id;

/** What the server previews for a template with a new electricity fee: the figures the dialog must show. */
async function expectedPreview(name: string, electfee: string): Promise<PricePreview> {
  const id = templateId(name);
  const template = await getPriceTemplate(api, { id });
  const feetype = template.feetype === 2 ? 2 : 1;
  return previewPriceTemplate(api, {
    id,
    name: template.name,
    feetype,
    electfee,
    servicefee: template.servicefee,
    parkfee: template.parkfee,
    ...(feetype === 2 ? { period: template.period } : {}),
  });
}

const templateCount = () =>
  (
    simulator.harness.database.sqlite.prepare('select count(*) as count from price_templates').get() as {
      count: number;
    }
  ).count;

const money = (value: string, signed = false) =>
  formatMoney(value, 'en', sessionStore.getState().network.currency, signed) ?? '';

describe('price templates screen', () => {
  it('previews what new fees would have charged, then warns and saves', async () => {
    await signInAs('admin');
    renderApp('/operator/price_tmp');
    await screen.findByText('Standard AC', undefined, slow);
    fireEvent.click(within(templateRow('Standard AC')).getByText('Edit'));

    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(await within(dialog).findByText(WARNING, undefined, slow)).toBeTruthy();
    expect(within(dialog).getByText(/the first 15 minutes are free/)).toBeTruthy();

    const electFee = within(dialog).getByLabelText('Electricity fee');
    fireEvent.change(electFee, { target: { value: '0.205' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview the change' }));
    expect(
      await within(dialog).findByText(
        'Invalid Electricity fee (an amount without leading zeros and with at most 2 decimals)',
      ),
    ).toBeTruthy();
    expect(simulator.calls).not.toContain('/PriceTemplate/preview');

    fireEvent.change(electFee, { target: { value: '0.21' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview the change' }));
    const preview = await within(dialog).findByRole('region', { name: 'What the new fees would have charged' }, slow);
    const expected = await expectedPreview('Standard AC', '0.21');
    const { totals, typical } = expected;
    const totalsTable = (await within(preview).findByText('All stations using the template', undefined, slow)).closest(
      '.ant-descriptions',
    ) as HTMLElement;
    expect(within(totalsTable).getByText(money(totals.income_before))).toBeTruthy();
    expect(within(totalsTable).getByText(money(totals.income_after))).toBeTruthy();
    expect(within(totalsTable).getByText(money(totals.change, true))).toBeTruthy();
    const typicalTable = within(preview).getByText('Typical session').closest('.ant-descriptions') as HTMLElement;
    expect(within(typicalTable).getByText(money(typical.cost_before))).toBeTruthy();
    expect(within(typicalTable).getByText(money(typical.cost_after))).toBeTruthy();
    expect(
      within(typicalTable).getByText(
        typical.basis === 'median'
          ? 'The median session of the period'
          : 'A reference session: none finished in the period',
      ),
    ).toBeTruthy();
    for (const station of expected.stations.slice(0, 5))
      expect(within(preview).getByText(station.station_name)).toBeTruthy();
    expect(electFee.closest('[hidden]')).not.toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Back to the fees' }));
    await waitFor(() => expect(electFee.closest('[hidden]')).toBeNull());
    expect((electFee as HTMLInputElement).value).toBe('0.21');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview the change' }));
    await within(dialog).findByRole('region', { name: 'What the new fees would have charged' }, slow);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText(WARNING)).toHaveLength(2));
    const confirm = document.querySelector('.ant-modal-confirm') as HTMLElement;
    expect(
      within(confirm).getByText(
        `From ${formatDay(expected.range.from, 'en')} to ${formatDay(expected.range.to, 'en')}, these stations would ` +
          `have earned ${money(totals.income_after)} instead of ${money(totals.income_before)} (${money(totals.change, true)}).`,
      ),
    ).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
    expect(
      await screen.findByText('Template saved: 5 stations now charge the new prices.', undefined, slow),
    ).toBeTruthy();
    expect(storedElectFee('Standard AC')).toBe(21);
  }, 120_000);

  it('opens Add template empty after an edit was cancelled', async () => {
    await signInAs('admin');
    renderApp('/operator/price_tmp');
    await screen.findByText('Standard AC', undefined, slow);
    fireEvent.click(within(templateRow('Standard AC')).getByText('Edit'));
    const editing = await screen.findByRole('dialog', {}, slow);
    await waitFor(() =>
      expect((within(editing).getByLabelText('Template name') as HTMLInputElement).value).toBe('Standard AC'),
    );
    fireEvent.click(within(editing).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: /Add template/ }));
    const adding = await screen.findByRole('dialog', {}, slow);
    expect(within(adding).getByText('Add template', { selector: '.ant-modal-title' })).toBeTruthy();
    expect((within(adding).getByLabelText('Template name') as HTMLInputElement).value).toBe('');
    expect((within(adding).getByLabelText('Electricity fee') as HTMLInputElement).value).toBe('');
  }, 60_000);

  it('holds time-of-use periods to cover the day once before previewing them', async () => {
    const off = { to: '17:00', electfee: '0.20' };
    simulator.harness.database.sqlite
      .prepare("update price_templates set fee_type = 2, periods = ? where name = 'Fleet night rate'")
      .run(
        JSON.stringify([
          { from: '00:00', ...off },
          { from: '21:00', to: '24:00', electfee: '0.20' },
        ]),
      );
    await signInAs('admin');
    renderApp('/operator/price_tmp');
    await screen.findByText('Fleet night rate', undefined, slow);
    fireEvent.click(within(templateRow('Fleet night rate')).getByText('Edit'));
    const dialog = await screen.findByRole('dialog', {}, slow);
    await within(dialog).findByDisplayValue('21:00', undefined, slow);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview the change' }));
    expect(
      await within(dialog).findByText('No period covers 17:00–21:00: the periods must cover the whole day'),
    ).toBeTruthy();
    expect(simulator.calls).not.toContain('/PriceTemplate/preview');

    fireEvent.click(within(dialog).getByRole('button', { name: /Add a period/ }));
    const last = (placeholder: string) => within(dialog).getAllByPlaceholderText(placeholder).at(-1) as HTMLElement;
    fireEvent.change(last('From'), { target: { value: '17:00' } });
    fireEvent.change(last('To'), { target: { value: '21:00' } });
    fireEvent.change(last('Electricity fee'), { target: { value: '0.50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview the change' }));
    await within(dialog).findByRole('region', { name: 'What the new fees would have charged' }, slow);
    // The list's message leaves with an animation: gone once it has played.
    await waitFor(() => expect(within(dialog).queryByText(/No period covers/)).toBeNull());
  }, 120_000);

  it('adds a time-of-use template: periods follow each other, no flat fee, asked once, listed with its periods', async () => {
    await signInAs('admin');
    renderApp('/operator/price_tmp');
    await screen.findByText('Standard AC', undefined, slow);
    fireEvent.click(screen.getByRole('button', { name: /Add template/ }));
    const dialog = await screen.findByRole('dialog', {}, slow);
    fireEvent.change(within(dialog).getByLabelText('Template name'), { target: { value: 'Night and day' } });
    fireEvent.mouseDown(within(dialog).getByLabelText('Fee type'));
    fireEvent.click(await screen.findByTitle('Time of use', undefined, slow));
    // With periods, each period's fee prices the energy: no flat electricity fee is asked for.
    await waitFor(() => expect(within(dialog).queryByLabelText('Electricity fee')).toBeNull());
    expect(within(dialog).getAllByText('CA$', { selector: '.ant-input-prefix' }).length).toBeGreaterThan(0);
    expect(within(dialog).queryByText('$', { selector: '.ant-input-prefix' })).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: /Add a period/ }));
    const field = (placeholder: string, index: number) =>
      within(dialog).getAllByPlaceholderText(placeholder)[index] as HTMLInputElement;
    expect(field('From', 0).value).toBe('00:00');
    // Nothing typed yet: nothing is wrong yet.
    expect(within(dialog).queryByText(/is not a time of day/)).toBeNull();
    fireEvent.change(field('To', 0), { target: { value: '07:00' } });
    fireEvent.change(field('Electricity fee', 0), { target: { value: '0.10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Add a period/ }));
    expect(field('From', 1).value).toBe('07:00');
    fireEvent.change(field('To', 1), { target: { value: '24:00' } });
    fireEvent.change(field('Electricity fee', 1), { target: { value: '0.25' } });
    fireEvent.change(within(dialog).getByLabelText('Service fee'), { target: { value: '1.00' } });
    fireEvent.change(within(dialog).getByLabelText('Idle fee'), { target: { value: '0.40' } });
    expect(within(dialog).queryByText(/is not a time of day/)).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The dialog's Save is the confirmation: saved at once, no "Add this record?".
    expect(await screen.findByText('Added successfully', undefined, slow)).toBeTruthy();
    expect(document.querySelector('.ant-modal-confirm')).toBeNull();
    const row = await waitFor(() => templateRow('Night and day'));
    expect(within(row).getByText('00:00–07:00 CA$0.10')).toBeTruthy();
    expect(within(row).getByText('07:00–24:00 CA$0.25')).toBeTruthy();
  }, 120_000);

  it('does not offer to delete a template in use and says how many stations use it', async () => {
    await signInAs('admin');
    renderApp('/operator/price_tmp');
    await screen.findByText('Fast DC', undefined, slow);
    const { count } = simulator.harness.database.sqlite
      .prepare(
        "select count(*) as count from stations where price_template_id = (select id from price_templates where name = 'Fast DC')",
      )
      .get() as { count: number };
    expect(count).toBeGreaterThan(0);
    const remove = within(templateRow('Fast DC')).getByRole('button', { name: 'Delete' });
    expect(remove.hasAttribute('disabled')).toBe(true);
    fireEvent.click(remove);
    expect(screen.queryByText(/^Delete the price template "Fast DC"/)).toBeNull();
    fireEvent.mouseEnter(remove.parentElement ?? remove);
    expect(
      await screen.findByText(
        `Stations still using it: ${count}. Give them another template before deleting this one.`,
        undefined,
        slow,
      ),
    ).toBeTruthy();
    expect(storedElectFee('Fast DC')).toBe(45);
  }, 120_000);

  it('shows the rows and the total of a page answered as list and count', async () => {
    rewriteAnswers({
      '/PriceTemplate/lists': async (answer) => {
        const { data, ...envelope } = (await answer.json()) as { data: { items: unknown[]; total: number } };
        return Response.json({ ...envelope, data: { list: data.items, count: String(data.total) } });
      },
    });
    await signInAs('admin');
    renderApp('/operator/price_tmp');
    expect(await screen.findByText('Standard AC', undefined, slow)).toBeTruthy();
    expect(screen.getByText(`Total: ${templateCount()}`)).toBeTruthy();
  }, 120_000);

  it('shows an auditor the templates without add, edit or delete', async () => {
    await signInAs('auditor');
    renderApp('/operator/price_tmp');
    await screen.findByText('Standard AC', undefined, slow);
    for (const label of ['Add template', 'Edit', 'Delete']) expect(screen.queryByText(label)).toBeNull();
  }, 120_000);
});
