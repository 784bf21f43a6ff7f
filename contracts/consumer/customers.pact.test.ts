import { getCustomer, listCustomers, setCustomerStatus } from '@pcharging/api-client';
import { describe, expect, it } from 'vitest';
import { okAnswer } from './answer-shape';
import { crudContracts } from './crud-contracts';
import { expectAnswer, request } from './support';

const disableFirst = request('/Customer/status', { id: 1, status: 0 }, (client) =>
  setCustomerStatus(client, { id: 1, status: 0 }),
);

describe('customers', () => {
  crudContracts({
    resource: { one: 'a customer', many: 'customers', path: '/Customer' },
    list: {
      call: listCustomers,
      check: (page) => expect(page.items[0]?.account).toEqual(expect.any(String)),
      refusedSession: 'expired',
    },
    // With its cards and recent orders.
    info: { id: 1, call: getCustomer, check: (customer) => expect(Array.isArray(customer.card_list)).toBe(true) },
    forbidden: [{ ...disableFirst, description: 'a customer disabled by the read-only auditor' }],
  });

  it('reads the recent journal of a customer, where the backend offers money corrections', async () => {
    const customer = await expectAnswer({
      ...request('/Customer/info', { id: 1 }, (client) => getCustomer(client, { id: 1 })),
      capability: 'money-corrections',
      description: 'the detail of a customer with their recent journal',
      answer: okAnswer('getCustomer', {}, 'money-corrections'),
    });
    expect(Array.isArray(customer.recent_journal)).toBe(true);
  });

  it('disables a customer', async () => {
    const customer = await expectAnswer({
      ...disableFirst,
      description: 'a customer disabled',
      answer: okAnswer('setCustomerStatus'),
    });
    expect(customer).toBeTruthy();
  });
});
