import {
  addOperator,
  deleteOperator,
  editOperator,
  getOperator,
  listOperators,
  type OperatorInput,
} from '@pcharging/api-client';
import { describe, expect, it } from 'vitest';
import { okAnswer } from './answer-shape';
import {
  errorAnswer,
  expectAnswer,
  expectForbidden,
  expectRefusal,
  FIRST_PAGE,
  invalidAnswer,
  MESSAGES,
  PAGEINFO,
} from './support';

// Seeded operators: 1 Borealis Charge runs stations; 4 Northline EV runs none.
const RUNS_STATIONS = 1;
const RUNS_NOTHING = 4;

const nordicPlug: OperatorInput = {
  name: 'Nordic Plug',
  account: 'nordicplug',
  secret: 'sk_live_nordic_2026',
  message_secret: 'a1b2c3d4e5f6a7b8',
  message_iv: '0f1e2d3c4b5a6978',
  company: 'Nordic Plug Inc.',
  type: 1,
  contact_person: 'Ingrid Olsen',
  contact_phone: '+1 514 555 0300',
  callback_url: 'https://nordicplug.example/ocpi/callback',
};

// Secrets left out keep the current ones.
const borealis: OperatorInput = {
  name: 'Borealis Charge',
  account: 'borealis',
  company: 'Borealis Charge Inc.',
  type: 1,
  contact_person: 'Marie Gagnon',
  contact_phone: '+1 514 555 0200',
  emergency_contact: '+1 514 555 0900',
  description: 'Public charging operator, Québec',
};

describe('operators', () => {
  it('lists a page of operators', async () => {
    const page = await expectAnswer({
      description: 'a page of operators',
      path: '/Operator/lists',
      body: { params: {}, pageinfo: PAGEINFO },
      answer: okAnswer('listOperators'),
      call: (client) => listOperators(client, {}, FIRST_PAGE),
    });
    expect(page.items[0]?.secret_set).toEqual(expect.any(Boolean));
  });

  it('reads one operator without its secrets, or answers 404 for an unknown one', async () => {
    const operator = await expectAnswer({
      description: 'the detail of an operator',
      path: '/Operator/info',
      body: { params: { id: RUNS_STATIONS } },
      answer: okAnswer('getOperator'),
      call: (client) => getOperator(client, RUNS_STATIONS),
    });
    const error = await expectRefusal({
      description: 'the detail of an operator that does not exist',
      path: '/Operator/info',
      body: { params: { id: 9999999 } },
      answer: errorAnswer(404, MESSAGES.notFound),
      call: (client) => getOperator(client, 9999999),
    });
    expect([typeof operator.message_secret_set, error?.code]).toEqual(['boolean', 404]);
  });

  it('adds an operator, or marks a malformed account', async () => {
    const operator = await expectAnswer({
      description: 'a new operator',
      path: '/Operator/add',
      body: { params: nordicPlug },
      answer: okAnswer('addOperator'),
      call: (client) => addOperator(client, nordicPlug),
    });
    const error = await expectRefusal({
      description: 'a new operator with a malformed account',
      path: '/Operator/add',
      body: { params: { ...nordicPlug, account: 'x' } },
      answer: invalidAnswer('account', 'operator account has an invalid format'),
      call: (client) => addOperator(client, { ...nordicPlug, account: 'x' }),
    });
    expect([typeof operator.id, error?.code, Object.keys(error?.fieldErrors ?? {})]).toEqual([
      'number',
      1001,
      ['account'],
    ]);
  });

  it('edits an operator', async () => {
    const operator = await expectAnswer({
      description: 'an operator edited',
      path: '/Operator/edit',
      body: { params: { ...borealis, id: RUNS_STATIONS } },
      answer: okAnswer('editOperator'),
      call: (client) => editOperator(client, RUNS_STATIONS, borealis),
    });
    expect(operator.secret_set).toEqual(expect.any(Boolean));
  });

  it('deletes an operator that runs nothing, and refuses one that runs stations', async () => {
    const result = await expectAnswer({
      description: 'an operator deleted',
      path: '/Operator/del',
      body: { params: { id: RUNS_NOTHING } },
      answer: okAnswer('deleteOperator'),
      call: (client) => deleteOperator(client, RUNS_NOTHING),
    });
    const error = await expectRefusal({
      description: 'an operator deleted while it runs stations',
      path: '/Operator/del',
      body: { params: { id: RUNS_STATIONS } },
      answer: errorAnswer(1008, 'It is still in use and cannot be deleted'),
      call: (client) => deleteOperator(client, RUNS_STATIONS),
    });
    expect([result, error?.code]).toEqual([null, 1008]);
  });

  it('refuses the read-only auditor every change to operators', async () => {
    const refusals = [
      await expectForbidden({
        description: 'an operator added by the read-only auditor',
        path: '/Operator/add',
        body: { params: nordicPlug },
        call: (client) => addOperator(client, nordicPlug),
      }),
      await expectForbidden({
        description: 'an operator edited by the read-only auditor',
        path: '/Operator/edit',
        body: { params: { ...borealis, id: RUNS_STATIONS } },
        call: (client) => editOperator(client, RUNS_STATIONS, borealis),
      }),
      await expectForbidden({
        description: 'an operator deleted by the read-only auditor',
        path: '/Operator/del',
        body: { params: { id: RUNS_NOTHING } },
        call: (client) => deleteOperator(client, RUNS_NOTHING),
      }),
    ];
    expect(refusals.map((error) => error?.code)).toEqual([403, 403, 403]);
  });
});
