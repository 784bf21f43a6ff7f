import { addRfidCard, bindRfidCard, createRfidAccount, listRfidCards, unbindRfidCard } from '@pcharging/api-client';
import { describe, expect, it } from 'vitest';
import { okAnswer } from './answer-shape';
import {
  errorAnswer,
  expectAnswer,
  expectForbidden,
  expectRefusal,
  FIRST_PAGE,
  invalidAnswer,
  PAGEINFO,
} from './support';

const newAccount = { account: 'noah.driver', name: 'Noah Driver', email: 'noah.driver@mail.example' };

describe('RFID cards', () => {
  it('lists a page of cards', async () => {
    const page = await expectAnswer({
      description: 'a page of RFID cards',
      path: '/Rfid/lists',
      body: { params: {}, pageinfo: PAGEINFO },
      answer: okAnswer('listRfidCards'),
      call: (client) => listRfidCards(client, {}, FIRST_PAGE),
    });
    expect(page.items[0]?.card_no).toEqual(expect.any(String));
  });

  it('adds a card, or refuses a malformed number', async () => {
    const card = await expectAnswer({
      description: 'a new RFID card',
      path: '/Rfid/add',
      body: { params: { card_no: 'RF00990001' } },
      answer: okAnswer('addRfidCard'),
      call: (client) => addRfidCard(client, { card_no: 'RF00990001' }),
    });
    const error = await expectRefusal({
      description: 'a new RFID card with a malformed number',
      path: '/Rfid/add',
      body: { params: { card_no: 'x' } },
      answer: invalidAnswer('card_no', 'Invalid card number'),
      call: (client) => addRfidCard(client, { card_no: 'x' }),
    });
    expect([typeof card.id, error?.code]).toEqual(['number', 1001]);
  });

  it('binds, unbinds and creates an account for a card', async () => {
    const bound = await expectAnswer({
      description: 'a card bound to a customer',
      path: '/Rfid/bind',
      body: { params: { id: 256, account: 'aisha.roy.1' } },
      answer: okAnswer('bindRfidCard'),
      call: (client) => bindRfidCard(client, 256, 'aisha.roy.1'),
    });
    const unbound = await expectAnswer({
      description: 'a card unbound from its customer',
      path: '/Rfid/unbind',
      body: { params: { id: 1 } },
      answer: okAnswer('unbindRfidCard'),
      call: (client) => unbindRfidCard(client, 1),
    });
    const created = await expectAnswer({
      description: 'an account created for the holder of a card',
      path: '/Rfid/create_account',
      body: { params: { ...newAccount, id: 257 } },
      answer: okAnswer('createRfidAccount'),
      call: (client) => createRfidAccount(client, 257, newAccount),
    });
    expect([bound, unbound, created].map((card) => typeof card.card_no)).toEqual(['string', 'string', 'string']);
  });

  it('refuses to bind an unknown account', async () => {
    const error = await expectRefusal({
      description: 'a card bound to an account that does not exist',
      path: '/Rfid/bind',
      body: { params: { id: 256, account: 'nobody.here' } },
      answer: errorAnswer(1001, 'Account invalid'),
      call: (client) => bindRfidCard(client, 256, 'nobody.here'),
    });
    expect(error?.serverMessage).toBe('Account invalid');
  });

  it('refuses the read-only auditor a binding', async () => {
    const error = await expectForbidden({
      description: 'a card bound by the read-only auditor',
      path: '/Rfid/bind',
      body: { params: { id: 256, account: 'aisha.roy.1' } },
      call: (client) => bindRfidCard(client, 256, 'aisha.roy.1'),
    });
    expect(error?.code).toBe(403);
  });
});
