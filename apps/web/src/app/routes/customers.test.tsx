import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../lib/format';
import { sessionStore } from '../../lib/session-store';
import { renderApp, signInAs, withSimulator } from '../../testing/simulator';

const simulator = withSimulator();
const slow = { timeout: 15_000 };

const customerRow = (account: string) => screen.getByText(account).closest('tr') as HTMLElement;

const storedStatus = (account: string) =>
  (
    simulator.harness.database.sqlite.prepare('select status from customers where account = ?').get(account) as {
      status: number;
    }
  ).status;

const stored = (account: string) =>
  simulator.harness.database.sqlite
    .prepare('select id, balance_cents as balanceCents from customers where account = ?')
    .get(account) as { id: number; balanceCents: number };

const latestEntry = (customerId: number) =>
  simulator.harness.database.sqlite
    .prepare(
      'select type, amount_cents as amountCents, remark from journal_entries where customer_id = ? order by id desc limit 1',
    )
    .get(customerId) as { type: number; amountCents: number; remark: string };

const money = (cents: number) => formatMoney(cents / 100, 'en', sessionStore.getState().network.currency) ?? '';

async function openCustomer(account: string, name: string) {
  renderApp(`/customer?keyword=${encodeURIComponent(account)}`);
  fireEvent.click(within(await findCustomerRow(account)).getByText('Details'));
  return (await screen.findByText(`Customer ${name}`, undefined, slow)).closest('.ant-drawer') as HTMLElement;
}

async function findCustomerRow(account: string) {
  await screen.findByText(account, undefined, slow);
  return customerRow(account);
}

describe('customers screen', () => {
  it('searches by the URL, shows a customer in the drawer and disables the account', async () => {
    await signInAs('admin');
    const { router } = renderApp('/customer');
    await screen.findByText('Total: 300', undefined, slow);

    fireEvent.change(screen.getByLabelText('Customer'), { target: { value: 'aisha.roy.1@mail' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=aisha.roy.1%40mail'));
    await screen.findByText('aisha.roy.1', undefined, slow);

    fireEvent.click(within(customerRow('aisha.roy.1')).getByText('Details'));
    expect(await screen.findByText('Customer Aisha Roy', undefined, slow)).toBeTruthy();
    const drawer = screen.getByText('Customer Aisha Roy').closest('.ant-drawer') as HTMLElement;
    expect(await within(drawer).findByText('Recent orders')).toBeTruthy();
    expect(within(drawer).getByText('RFID cards')).toBeTruthy();
    expect(within(drawer).getByText('Spent')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));

    fireEvent.click(within(customerRow('aisha.roy.1')).getByText('Disable'));
    expect(await screen.findByText(/^Disable the account aisha\.roy\.1\?/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Disabled successfully', undefined, slow)).toBeTruthy();
    expect(storedStatus('aisha.roy.1')).toBe(0);
    expect(await within(customerRow('aisha.roy.1')).findByText('Enable', undefined, slow)).toBeTruthy();
  }, 120_000);

  it('reads a recent order refunded in full as Refunded, not Paid', async () => {
    const { id } = stored('aisha.roy.1');
    const latest = simulator.harness.database.sqlite
      .prepare('select id, order_no as orderNo from orders where customer_id = ? order by started_at desc, id desc')
      .get(id) as { id: number; orderNo: string };
    simulator.harness.database.sqlite
      .prepare('update orders set status = 3, refunded_cents = total_cents where id = ?')
      .run(latest.id);
    await signInAs('admin');
    const drawer = await openCustomer('aisha.roy.1', 'Aisha Roy');
    // The order number is also the remark of its payment in the journal: the order's row is the one with a status.
    const rows = (await within(drawer).findAllByText(latest.orderNo, undefined, slow)).map(
      (cell) => cell.closest('tr') as HTMLElement,
    );
    const row = rows.find((candidate) => within(candidate).queryByText('Refunded'));
    expect(row).toBeTruthy();
    expect(row && within(row).queryByText('Paid')).toBeNull();
  }, 120_000);

  it('shows an auditor the customers without enable, disable or balance adjustment', async () => {
    await signInAs('auditor');
    renderApp('/customer');
    await screen.findByText('Total: 300', undefined, slow);
    expect(screen.queryByText('Disable')).toBeNull();
    expect(screen.queryByText('Enable')).toBeNull();
    const drawer = await openCustomer('aisha.roy.1', 'Aisha Roy');
    expect(await within(drawer).findByText('Recent journal entries')).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'Adjust balance' })).toBeNull();
  }, 120_000);

  it('adjusts a balance by hand with a reason, and never debits more than the balance', async () => {
    await signInAs('finance');
    const customer = stored('aisha.roy.1');
    const drawer = await openCustomer('aisha.roy.1', 'Aisha Roy');
    expect(await within(drawer).findByText('Recent journal entries')).toBeTruthy();

    fireEvent.click(within(drawer).getByRole('button', { name: 'Adjust balance' }));
    const dialog = (await screen.findByText('Adjust the balance of aisha.roy.1', undefined, slow)).closest(
      '.ant-modal',
    ) as HTMLElement;
    expect(within(dialog).getByText(`Current balance: ${money(customer.balanceCents)}`)).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('Debit (take from the balance)'));
    const amount = within(dialog).getByLabelText('Amount');
    fireEvent.change(amount, { target: { value: ((customer.balanceCents + 1) / 100).toFixed(2) } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Goodwill for a broken reader' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adjust balance' }));
    expect(
      await within(dialog).findByText(`Amount cannot be more than ${money(customer.balanceCents)}`, undefined, slow),
    ).toBeTruthy();
    expect(document.querySelector('.ant-modal-confirm')).toBeNull();

    fireEvent.click(within(dialog).getByLabelText('Credit (add to the balance)'));
    fireEvent.change(amount, { target: { value: '10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adjust balance' }));
    const confirm = (
      await screen.findByText(`Credit ${money(1000)} to the balance of aisha.roy.1?`, undefined, slow)
    ).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(confirm).getByRole('button', { name: 'OK' }));

    expect(await screen.findByText('Balance adjusted', undefined, slow)).toBeTruthy();
    expect(latestEntry(customer.id)).toEqual({ type: 5, amountCents: 1000, remark: 'Goodwill for a broken reader' });
    expect(stored('aisha.roy.1').balanceCents).toBe(customer.balanceCents + 1000);
    expect(await within(drawer).findByText('Goodwill for a broken reader', undefined, slow)).toBeTruthy();
    await waitFor(() =>
      expect(within(drawer).getAllByText(money(customer.balanceCents + 1000)).length).toBeGreaterThan(0),
    );
  }, 120_000);
  it('sends an adjustment above the ceiling for approval instead, and nothing moves until then', async () => {
    await signInAs('finance');
    const customer = stored('aisha.roy.1');
    const drawer = await openCustomer('aisha.roy.1', 'Aisha Roy');
    expect(await within(drawer).findByText('Recent journal entries')).toBeTruthy();

    fireEvent.click(within(drawer).getByRole('button', { name: 'Adjust balance' }));
    const dialog = (await screen.findByText('Adjust the balance of aisha.roy.1', undefined, slow)).closest(
      '.ant-modal',
    ) as HTMLElement;
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '2500' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Fleet contract settlement' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adjust balance' }));
    const confirm = (
      await screen.findByText(`Credit ${money(250_000)} to the balance of aisha.roy.1?`, undefined, slow)
    ).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(confirm).getByRole('button', { name: 'OK' }));

    fireEvent.click(await within(dialog).findByRole('button', { name: 'Send for approval' }, slow));
    const second = (
      await screen.findByText(`Send a credit of ${money(250_000)} to aisha.roy.1 for approval?`, { exact: false }, slow)
    ).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(second).getByRole('button', { name: 'OK' }));

    expect(await screen.findByText('Sent for approval: it waits for a second person', undefined, slow)).toBeTruthy();
    expect(
      simulator.harness.database.sqlite
        .prepare(
          `select direction, amount_cents as amountCents, reason, status from adjustment_requests
           where customer_id = ? order by id desc limit 1`,
        )
        .get(customer.id),
    ).toEqual({ direction: 'credit', amountCents: 250_000, reason: 'Fleet contract settlement', status: 'waiting' });
    expect(stored('aisha.roy.1').balanceCents).toBe(customer.balanceCents);
  }, 120_000);
});
