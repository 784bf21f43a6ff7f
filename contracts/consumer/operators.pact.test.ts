import {
  addOperator,
  deleteOperator,
  editOperator,
  getOperator,
  listOperators,
  type OperatorInput,
} from '@pcharging/api-client';
import { describe, expect } from 'vitest';
import { crudContracts } from './crud-contracts';
import { errorAnswer } from './support';

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
  crudContracts({
    resource: { one: 'an operator', many: 'operators', path: '/Operator' },
    list: { call: listOperators, check: (page) => expect(page.items[0]?.secret_set).toEqual(expect.any(Boolean)) },
    // One operator is read without its secrets.
    info: {
      id: RUNS_STATIONS,
      call: getOperator,
      check: (operator) => expect(typeof operator.message_secret_set).toBe('boolean'),
    },
    add: {
      input: nordicPlug,
      call: addOperator,
      check: (operator) => expect(typeof operator.id).toBe('number'),
      invalid: {
        description: 'a new operator with a malformed account',
        field: 'account',
        value: 'x',
        message: 'operator account has an invalid format',
      },
    },
    edit: {
      id: RUNS_STATIONS,
      input: borealis,
      call: editOperator,
      check: (operator) => expect(operator.secret_set).toEqual(expect.any(Boolean)),
    },
    // An operator that runs nothing can go; one that runs stations cannot.
    remove: {
      id: RUNS_NOTHING,
      call: deleteOperator,
      refused: {
        description: 'an operator deleted while it runs stations',
        id: RUNS_STATIONS,
        answer: errorAnswer(1008, 'It is still in use and cannot be deleted'),
      },
    },
  });
});
