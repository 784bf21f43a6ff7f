import { requestBalanceAdjustment } from '@pcharging/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '../../../lib/api';
import { renderApp, signInAs, withSimulator } from '../../../testing/simulator';

const simulator = withSimulator();
const slow = { timeout: 15_000 };

const customer = () =>
  simulator.harness.database.sqlite
    .prepare("select id, balance_cents as balanceCents from customers where account = 'aisha.roy.1'")
    .get() as { id: number; balanceCents: number };

const statusOf = (id: number) =>
  (
    simulator.harness.database.sqlite.prepare('select status from adjustment_requests where id = ?').get(id) as {
      status: string;
    }
  ).status;

const rowOf = (reason: string) => screen.getByText(reason).closest('tr') as HTMLElement;

describe('adjustment approvals', () => {
  it('offers a second person Approve and Reject, never the requester on their own request', async () => {
    const { id: customerId, balanceCents } = customer();
    const adjustment = { customer_id: customerId, direction: 'credit' as const, amount: '2500.00' };
    await signInAs('admin');
    const admins = await requestBalanceAdjustment(api, { ...adjustment, reason: 'Fleet settlement by admin' });
    await signInAs('finance');
    const finances = await requestBalanceAdjustment(api, { ...adjustment, reason: 'Fleet settlement by finance' });

    renderApp('/money/approval');
    await screen.findByText('Fleet settlement by admin', undefined, slow);
    await screen.findByText('Fleet settlement by finance', undefined, slow);
    expect(within(rowOf('Fleet settlement by finance')).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(rowOf('Fleet settlement by finance')).queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(within(rowOf('Fleet settlement by finance')).getByText('Waiting')).toBeTruthy();

    fireEvent.click(within(rowOf('Fleet settlement by admin')).getByRole('button', { name: 'Approve' }));
    const confirm = (
      await screen.findByText(/^Approve the credit of .* to aisha\.roy\.1 asked by admin\?/, undefined, slow)
    ).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(confirm).getByRole('button', { name: 'OK' }));

    expect(await screen.findByText('Adjustment approved: the balance moved', undefined, slow)).toBeTruthy();
    expect(statusOf(admins.id)).toBe('approved');
    expect(statusOf(finances.id)).toBe('waiting');
    expect(customer().balanceCents).toBe(balanceCents + 250_000);
    await waitFor(() => expect(within(rowOf('Fleet settlement by admin')).getByText('Approved')).toBeTruthy(), slow);
    expect(within(rowOf('Fleet settlement by admin')).queryByRole('button', { name: 'Approve' })).toBeNull();
  }, 120_000);

  it('rejects a waiting request, and nothing moves', async () => {
    const { id: customerId, balanceCents } = customer();
    await signInAs('finance');
    const request = await requestBalanceAdjustment(api, {
      customer_id: customerId,
      direction: 'debit',
      amount: '10.00',
      reason: 'Disputed top-up',
    });
    await signInAs('admin');

    renderApp('/money/approval?status=waiting');
    await screen.findByText('Disputed top-up', undefined, slow);
    fireEvent.click(within(rowOf('Disputed top-up')).getByRole('button', { name: 'Reject' }));
    const confirm = (
      await screen.findByText(/^Reject the adjustment of .* for aisha\.roy\.1 asked by finance\?/, undefined, slow)
    ).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(confirm).getByRole('button', { name: 'OK' }));

    expect(await screen.findByText('Adjustment rejected: nothing moved', undefined, slow)).toBeTruthy();
    expect(statusOf(request.id)).toBe('rejected');
    expect(customer().balanceCents).toBe(balanceCents);
  }, 120_000);
});
