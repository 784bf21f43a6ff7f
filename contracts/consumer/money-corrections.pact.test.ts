import { adjustCustomerBalance, exportStatement, refundOrder } from '@pcharging/api-client';
import { describe, expect, it } from 'vitest';
import { okAnswer } from './answer-shape';
import { errorAnswer, expectAnswer, expectForbidden, expectRefusal, expectWorkbook, invalidAnswer } from './support';

// In the demo seed order 1 is paid (25.98) and customer 2 holds 72.50.
const refund = { id: 1, amount: '1.00', reason: 'Charger faulted mid-session' };
const credit = { customer_id: 2, direction: 'credit' as const, amount: '5.00', reason: 'Goodwill' };

describe('refunds', () => {
  it('refunds part of a paid order and answers the order with its refunds', async () => {
    const order = await expectAnswer({
      description: 'a partial refund of a paid order',
      path: '/Order/refund',
      body: { params: refund },
      answer: okAnswer('refundOrder'),
      call: (client) => refundOrder(client, refund),
    });
    expect(order.refunded).toEqual(expect.any(String));
    expect(order.refundable).toEqual(expect.any(String));
  });

  it('refuses more than is left to refund, on the amount field', async () => {
    const tooMuch = { ...refund, amount: '999.00' };
    const error = await expectRefusal({
      description: 'a refund larger than the order paid',
      path: '/Order/refund',
      body: { params: tooMuch },
      answer: invalidAnswer('amount', 'At most CA$25.98 can still be refunded on this order'),
      call: (client) => refundOrder(client, tooMuch),
    });
    expect(error?.code).toBe(1001);
    expect(error?.fieldErrors.amount).toBeTruthy();
  });

  it('is refused to the read-only auditor', async () => {
    const error = await expectForbidden({
      description: 'a refund asked by the auditor',
      path: '/Order/refund',
      body: { params: refund },
      call: (client) => refundOrder(client, refund),
    });
    expect(error?.code).toBe(403);
  });
});

describe('balance adjustments', () => {
  it('credits a balance and answers the journal entry written', async () => {
    const entry = await expectAnswer({
      description: 'a credit to a customer balance',
      path: '/Journal/adjust',
      body: { params: credit },
      answer: okAnswer('adjustCustomerBalance'),
      call: (client) => adjustCustomerBalance(client, credit),
    });
    expect(entry.balance_after).toEqual(expect.any(String));
  });

  it('refuses a debit that would overdraw the balance', async () => {
    const debit = { ...credit, direction: 'debit' as const, amount: '500.00', reason: 'Too much' };
    const error = await expectRefusal({
      description: 'a debit larger than the balance',
      path: '/Journal/adjust',
      body: { params: debit },
      answer: errorAnswer(1009, 'The balance is CA$72.50: a debit cannot take it below zero'),
      call: (client) => adjustCustomerBalance(client, debit),
    });
    expect(error?.code).toBe(1009);
  });

  it('is refused to the read-only auditor', async () => {
    const error = await expectForbidden({
      description: 'a balance adjustment asked by the auditor',
      path: '/Journal/adjust',
      body: { params: credit },
      call: (client) => adjustCustomerBalance(client, credit),
    });
    expect(error?.code).toBe(403);
  });
});

describe('statements', () => {
  it("exports a station's month as a workbook", async () => {
    const params = { month: '2026-01', station_id: 1 };
    const file = await expectWorkbook({
      description: "a month's statement of a station",
      path: '/Journal/statement',
      body: { params },
      disposition: [
        /attachment; filename="statement-\d{4}-\d{2}(-station-[^"]+|-operator-\d+)?\.xlsx"/,
        'attachment; filename="statement-2026-01-station-ST0001.xlsx"',
      ],
      call: (client) => exportStatement(client, params),
    });
    expect(file.fileName).toMatch(/^statement-2026-01/);
  });

  it('refuses a station and an operator together', async () => {
    const params = { month: '2026-01', station_id: 1, operator_id: 1 };
    const error = await expectRefusal({
      description: 'a statement for a station and an operator at once',
      path: '/Journal/statement',
      body: { params },
      answer: invalidAnswer('operator_id', 'Choose a station or an operator, not both'),
      call: (client) => exportStatement(client, params),
    });
    expect(error?.code).toBe(1001);
  });
});
