import { getCustomer, listCustomers, setCustomerStatus } from '@pcharging/api-client';
import { describe, expect, it } from 'vitest';
import { okAnswer } from './answer-shape';
import {
  asExpired,
  errorAnswer,
  expectAnswer,
  expectForbidden,
  expectRefusal,
  FIRST_PAGE,
  MESSAGES,
  PAGEINFO,
} from './support';

describe('customers', () => {
  it('lists a page of customers', async () => {
    const page = await expectAnswer({
      description: 'a page of customers',
      path: '/Customer/lists',
      body: { params: {}, pageinfo: PAGEINFO },
      answer: okAnswer('listCustomers'),
      call: (client) => listCustomers(client, {}, FIRST_PAGE),
    });
    expect(page.items[0]?.account).toEqual(expect.any(String));
  });

  it('asks to sign in again when the session has expired', async () => {
    const error = await expectRefusal({
      ...asExpired,
      description: 'a page of customers with an expired session',
      path: '/Customer/lists',
      body: { params: {}, pageinfo: PAGEINFO },
      answer: errorAnswer(1005, MESSAGES.sessionExpired),
      call: (client) => listCustomers(client, {}, FIRST_PAGE),
    });
    expect(error?.code).toBe(1005);
  });

  it('reads one customer with cards and recent orders', async () => {
    const customer = await expectAnswer({
      description: 'the detail of a customer',
      path: '/Customer/info',
      body: { params: { id: 1 } },
      answer: okAnswer('getCustomer'),
      call: (client) => getCustomer(client, 1),
    });
    expect(Array.isArray(customer.card_list)).toBe(true);
  });

  it('answers 404 for an unknown customer', async () => {
    const error = await expectRefusal({
      description: 'the detail of a customer that does not exist',
      path: '/Customer/info',
      body: { params: { id: 9999999 } },
      answer: errorAnswer(404, MESSAGES.notFound),
      call: (client) => getCustomer(client, 9999999),
    });
    expect(error?.code).toBe(404);
  });

  it('disables a customer', async () => {
    const customer = await expectAnswer({
      description: 'a customer disabled',
      path: '/Customer/status',
      body: { params: { id: 1, status: 0 } },
      answer: okAnswer('setCustomerStatus'),
      call: (client) => setCustomerStatus(client, 1, 0),
    });
    expect(customer).toBeTruthy();
  });

  it('refuses the read-only auditor', async () => {
    const error = await expectForbidden({
      description: 'a customer disabled by the read-only auditor',
      path: '/Customer/status',
      body: { params: { id: 1, status: 0 } },
      call: (client) => setCustomerStatus(client, 1, 0),
    });
    expect(error?.code).toBe(403);
  });
});
