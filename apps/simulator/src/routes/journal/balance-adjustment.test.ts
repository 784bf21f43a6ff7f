import { adjustCustomerBalance, getCustomer, listJournalEntries } from '@pcharging/api-client';
import { JournalType } from '@pcharging/api-client/enums';
import { ErrorCode } from '@pcharging/api-client/wire';
import { describe, expect, it } from 'vitest';
import { moneyToCents } from '../../lib/money';
import { rejection } from '../../testing/harness';
import { present } from '../../testing/present';
import { signedInSuite } from '../../testing/signed-in-suite';

const suite = signedInSuite(['finance', 'support', 'auditor']);
const finance = suite.client('finance');

function customerWithBalance(): { id: number; balance: number; account: string } {
  return suite.harness.database.sqlite
    .prepare('select id, balance_cents as balance, account from customers where balance_cents > 1000 limit 1')
    .get() as { id: number; balance: number; account: string };
}

describe('adjustCustomerBalance', () => {
  it('credits and debits by hand, each an adjustment entry with its reason', async () => {
    const customer = customerWithBalance();
    const credit = await adjustCustomerBalance(finance, {
      customer_id: customer.id,
      direction: 'credit',
      amount: '10.00',
      reason: 'Goodwill for a broken card reader',
    });
    expect(credit).toMatchObject({
      type: JournalType.Adjustment,
      amount: '10.00',
      remark: 'Goodwill for a broken card reader',
    });
    expect(moneyToCents(credit.balance_after)).toBe(customer.balance + 1000);
    const debit = await adjustCustomerBalance(finance, {
      customer_id: customer.id,
      direction: 'debit',
      amount: '4.25',
      reason: 'Top-up credited twice',
    });
    expect(debit.amount).toBe('-4.25');
    expect(moneyToCents(debit.balance_after)).toBe(customer.balance + 575);

    const detail = await getCustomer(finance, { id: customer.id });
    expect(moneyToCents(detail.balance)).toBe(customer.balance + 575);
    expect(
      present(detail.recent_journal, 'recent_journal')
        .slice(0, 2)
        .map((entry) => entry.amount),
    ).toEqual(['-4.25', '10.00']);
    const listed = await listJournalEntries(
      finance,
      { account: customer.account, type: JournalType.Adjustment },
      { page: 1, size: 20 },
    );
    expect(listed.items.map((entry) => entry.entry_no)).toEqual([debit.entry_no, credit.entry_no]);
    const logged = suite.harness.database.sqlite
      .prepare("select username, params from operation_logs where operation_id = 'adjustCustomerBalance' order by id")
      .all() as { username: string; params: string }[];
    expect(logged.map((entry) => entry.username)).toEqual(['finance', 'finance']);
    expect(logged[0]?.params).toContain('Goodwill for a broken card reader');
  });

  it('never debits the balance below zero, and says what the balance is', async () => {
    const customer = customerWithBalance();
    const over = ((customer.balance + 1) / 100).toFixed(2);
    const error = await rejection(
      adjustCustomerBalance(finance, {
        customer_id: customer.id,
        direction: 'debit',
        amount: over,
        reason: 'Too much',
      }),
    );
    expect(error?.code).toBe(ErrorCode.InvalidState);
    expect(error?.message).toContain(`CA$${(customer.balance / 100).toFixed(2)}`);
    const exact = await adjustCustomerBalance(finance, {
      customer_id: customer.id,
      direction: 'debit',
      amount: (customer.balance / 100).toFixed(2),
      reason: 'Account closed: balance paid out',
    });
    expect(exact.balance_after).toBe('0.00');
  });

  it('refuses nothing to move, an unknown customer, and roles without money:journal:adjust', async () => {
    const customer = customerWithBalance();
    const zero = await rejection(
      adjustCustomerBalance(finance, { customer_id: customer.id, direction: 'credit', amount: '0.00', reason: 'None' }),
    );
    expect(zero?.code).toBe(ErrorCode.InvalidInput);
    const blank = await rejection(
      adjustCustomerBalance(finance, { customer_id: customer.id, direction: 'credit', amount: '1.00', reason: '  ' }),
    );
    expect(blank?.code).toBe(ErrorCode.InvalidInput);
    const unknown = await rejection(
      adjustCustomerBalance(finance, { customer_id: 999_999, direction: 'credit', amount: '1.00', reason: 'Who?' }),
    );
    expect(unknown?.code).toBe(ErrorCode.NotFound);
    for (const account of ['support', 'auditor'] as const) {
      const error = await rejection(
        adjustCustomerBalance(suite.client(account), {
          customer_id: customer.id,
          direction: 'credit',
          amount: '1.00',
          reason: 'Not allowed',
        }),
      );
      expect(error?.code).toBe(ErrorCode.Forbidden);
    }
  });
});
