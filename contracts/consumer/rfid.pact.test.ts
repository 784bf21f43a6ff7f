import { addRfidCard, bindRfidCard, createRfidAccount, listRfidCards, unbindRfidCard } from '@pcharging/api-client';
import { describe, expect, it } from 'vitest';
import { okAnswer } from './answer-shape';
import { answerThenRefusal, crudContracts } from './crud-contracts';
import { errorAnswer, expectAnswer, request } from './support';

const newAccount = { account: 'noah.driver', name: 'Noah Driver', email: 'noah.driver@mail.example' };
const bindCard = (account: string) =>
  request('/Rfid/bind', { id: 256, account }, (client) => bindRfidCard(client, { id: 256, account }));

describe('RFID cards', () => {
  crudContracts({
    resource: { one: 'an RFID card', many: 'RFID cards', path: '/Rfid' },
    list: { call: listRfidCards, check: (page) => expect(page.items[0]?.card_no).toEqual(expect.any(String)) },
    add: {
      input: { card_no: 'RF00990001' },
      call: addRfidCard,
      check: (card) => expect(typeof card.id).toBe('number'),
      invalid: {
        description: 'a new RFID card with a malformed number',
        field: 'card_no',
        value: 'x',
        message: 'Invalid card number',
      },
    },
    auditor: {},
    forbidden: [{ ...bindCard('aisha.roy.1'), description: 'a card bound by the read-only auditor' }],
  });

  it('binds a card to a customer; refused: an account that does not exist', async () => {
    const [bound, error] = await answerThenRefusal(
      { ...bindCard('aisha.roy.1'), description: 'a card bound to a customer', answer: okAnswer('bindRfidCard') },
      {
        ...bindCard('nobody.here'),
        description: 'a card bound to an account that does not exist',
        answer: errorAnswer(1001, 'Account invalid'),
      },
    );
    expect([typeof bound.card_no, error?.serverMessage]).toEqual(['string', 'Account invalid']);
  });

  it('unbinds a card and creates an account for the holder of another', async () => {
    const unbound = await expectAnswer({
      ...request('/Rfid/unbind', { id: 1 }, (client) => unbindRfidCard(client, { id: 1 })),
      description: 'a card unbound from its customer',
      answer: okAnswer('unbindRfidCard'),
    });
    const created = await expectAnswer({
      ...request('/Rfid/create_account', { ...newAccount, id: 257 }, (client) =>
        createRfidAccount(client, { ...newAccount, id: 257 }),
      ),
      description: 'an account created for the holder of a card',
      answer: okAnswer('createRfidAccount'),
    });
    expect([typeof unbound.card_no, typeof created.card_no]).toEqual(['string', 'string']);
  });
});
