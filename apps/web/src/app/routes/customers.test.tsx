import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

describe('customers screen', () => {
  it('searches by the URL, shows a customer in the drawer and disables the account', async () => {
    await signInAs('admin');
    const { router } = renderApp('/customer');
    await screen.findByText('Total: 300', undefined, slow);

    fireEvent.change(screen.getByLabelText('Account / e-mail / phone'), { target: { value: 'aisha.roy.1@mail' } });
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

  it('shows an auditor the customers without enable or disable', async () => {
    await signInAs('auditor');
    renderApp('/customer');
    await screen.findByText('Total: 300', undefined, slow);
    expect(screen.queryByText('Disable')).toBeNull();
    expect(screen.queryByText('Enable')).toBeNull();
  }, 120_000);
});
