import { adjustCustomerBalance } from '@pcharging/api-client';
import { ErrorCode } from '@pcharging/api-client/wire';
import { describe, expect, it } from 'vitest';
import { rejection, signIn } from '../../testing/harness';
import { signedInSuite } from '../../testing/signed-in-suite';

// The defaults: 1,000.00 for one adjustment, 5,000.00 a day per person.
const suite = signedInSuite(['finance', 'admin']);
const finance = suite.client('finance');
const admin = suite.client('admin');

const customerId = () =>
  (suite.harness.database.sqlite.prepare('select id from customers order by id limit 1').get() as { id: number }).id;
const credit = (client: typeof finance, amount: string) =>
  adjustCustomerBalance(client, { customer_id: customerId(), direction: 'credit', amount, reason: 'Ceiling test' });

describe('adjustment ceilings', () => {
  it("refuse finance's credit of 999,999,999.99 and anything above 1,000.00 at once, writing nothing", async () => {
    const entries = () =>
      (suite.harness.database.sqlite.prepare('select count(*) as n from journal_entries').get() as { n: number }).n;
    const before = entries();
    for (const amount of ['999999999.99', '1000.01']) {
      const error = await rejection(credit(finance, amount));
      expect([error?.code, error?.serverMessage]).toEqual([
        ErrorCode.InvalidState,
        'Above your ceiling of CA$1,000.00 for one adjustment: send it for approval',
      ]);
    }
    expect(entries()).toBe(before);
  });

  it("hold one person's adjustments, credits and debits, to 5,000.00 a day; a super administrator has no ceiling", async () => {
    for (let i = 0; i < 5; i += 1) await credit(finance, '1000.00');
    const sixth = await rejection(credit(finance, '0.01'));
    expect([sixth?.code, sixth?.serverMessage]).toEqual([
      ErrorCode.InvalidState,
      'This would take your adjustments today past your ceiling of CA$5,000.00 a day (CA$5,000.00 so far): send it for approval',
    ]);
    expect((await credit(admin, '20000.00')).amount).toBe('20000.00');
    // Tomorrow (a new session: the clock that moves the day also ends sessions in tests).
    suite.harness.passTime(24 * 3600_000);
    const { client } = await signIn(suite.harness, 'finance');
    expect((await credit(client, '1000.00')).amount).toBe('1000.00');
  });

  it('count adjustments sent at once against the day as one after the other', async () => {
    suite.harness.passTime(24 * 3600_000);
    const { client } = await signIn(suite.harness, 'finance');
    const answers = await Promise.allSettled(Array.from({ length: 8 }, () => credit(client, '1000.00')));
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(5);
  });
});
