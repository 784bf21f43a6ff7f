import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs, withSimulator } from '../../../testing/simulator';

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

describe('price templates screen', () => {
  it('warns that an edit reprices every station using the template and says how many were affected', async () => {
    await signInAs('admin');
    renderApp('/operator/price_tmp');
    await screen.findByText('Standard AC', undefined, slow);
    fireEvent.click(within(templateRow('Standard AC')).getByText('Edit'));

    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(await within(dialog).findByText(WARNING, undefined, slow)).toBeTruthy();
    expect(within(dialog).getByText(/the first 15 minutes are free/)).toBeTruthy();

    const electFee = within(dialog).getByLabelText('Electricity fee');
    fireEvent.change(electFee, { target: { value: '0.205' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'Invalid Electricity fee (an amount without leading zeros and with at most 2 decimals)',
      ),
    ).toBeTruthy();

    fireEvent.change(electFee, { target: { value: '0.21' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText(WARNING)).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(
      await screen.findByText('Template saved: 5 stations now charge the new prices.', undefined, slow),
    ).toBeTruthy();
    expect(storedElectFee('Standard AC')).toBe(21);
  }, 120_000);

  it('refuses to delete a template in use with the server reason', async () => {
    await signInAs('admin');
    renderApp('/operator/price_tmp');
    await screen.findByText('Fast DC', undefined, slow);
    fireEvent.click(within(templateRow('Fast DC')).getByText('Delete'));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(
      await screen.findByText('Delete failed: It is still in use and cannot be deleted', undefined, slow),
    ).toBeTruthy();
    expect(storedElectFee('Fast DC')).toBe(45);
  }, 120_000);

  it('shows an auditor the templates without add, edit or delete', async () => {
    await signInAs('auditor');
    renderApp('/operator/price_tmp');
    await screen.findByText('Standard AC', undefined, slow);
    for (const label of ['Add template', 'Edit', 'Delete']) expect(screen.queryByText(label)).toBeNull();
  }, 120_000);
});
