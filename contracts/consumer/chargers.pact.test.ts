import { MatchersV3 } from '@pact-foundation/pact';
import {
  addPile,
  auditPile,
  type ChargerInput,
  deletePile,
  editPile,
  editPort,
  getPile,
  getPileWhitelist,
  getPort,
  listPiles,
  listPorts,
  restartPile,
  setPileWhitelist,
  setPortVoltageLimits,
  submitPile,
} from '@pcharging/api-client';
import { describe, expect, it } from 'vitest';
import { okAnswer, okAnswerWithId } from './answer-shape';
import { answerThenRefusal, crudContracts } from './crud-contracts';
import { errorAnswer, expectAnswer, type ProviderState, pageRequest, request, TOKENS } from './support';

// An ABB Terra 184: the new charger, and charger 1 as edited.
const terra184: Omit<ChargerInput, 'equipmentid' | 'equipmentname'> = {
  equipmenttype: 2,
  manufacturerid: 'M-ABB',
  manufacturername: 'ABB',
  equipmentmodel: 'Terra 184',
  power: 180,
  current: 200,
  connectors: 2,
};
const newCharger: ChargerInput = {
  equipmentid: 'ABB00199001',
  equipmentname: 'DC 07',
  ...terra184,
  productiondate: '2025-10-01',
  charge_model: 'OCPP 2.0.1',
  has_pos: 1,
};
const editedCharger: ChargerInput = { equipmentid: 'ABB00100001', equipmentname: 'DC 01 entrance', ...terra184 };
const STATION = 1;
// Port 7 of charger 1 is charging in the demo seed.
const CHARGING_PORT = 7;
const DRAFT_CHARGER = 148;
const UNUSED_CHARGER = 153;
const SUBMITTED_CHARGER = 155;

// Charger 1 online, and the same charger refused while it is offline.
const OFFLINE: ProviderState = ['a charger is offline', { account: 'admin', token: TOKENS.admin, id: '1' }];
const offline = (description: string) => ({
  state: OFFLINE,
  description,
  answer: errorAnswer(1009, 'The charger is offline'),
});
const restart = request('/Pile/remote_restart', { id: 1 }, (client) => restartPile(client, { id: 1 }));
const setWhitelist = (cards: string[]) =>
  request('/Pile/set_white_list', { id: 1, white_list: cards }, (client) =>
    setPileWhitelist(client, { id: 1, white_list: cards }),
  );
const renamePort = request('/Port/edit', { id: 1, aliasname: 'Bay 1 left' }, (client) =>
  editPort(client, { id: 1, aliasname: 'Bay 1 left' }),
);

describe('chargers', () => {
  crudContracts({
    resource: { one: 'a charger', many: 'chargers', path: '/Pile' },
    list: {
      filters: { stationid: STATION },
      call: listPiles,
      check: (page) => expect(page.items[0]?.equipmentid).toEqual(expect.any(String)),
      description: 'a page of the chargers of a station',
    },
    info: {
      id: 1,
      call: getPile,
      check: (charger) => expect(charger.id).toBe(1),
      answer: okAnswerWithId('getPile', 1),
      unknownId: 999999,
    },
    // A new charger is a draft of its station.
    add: {
      input: newCharger,
      params: { ...newCharger, stationid: STATION },
      call: (client, input) => addPile(client, { ...input, stationid: STATION }),
      check: (charger) => expect(charger.equipmentid).toEqual(expect.any(String)),
      answer: okAnswer('addPile'),
      description: 'a new charger of a station',
      invalid: { description: 'a new charger with zero power', field: 'power', value: 0, message: 'Invalid power' },
    },
    edit: {
      id: 1,
      input: editedCharger,
      call: editPile,
      check: (charger) => expect(charger.id).toBe(1),
      answer: okAnswerWithId('editPile', 1),
      description: 'an edit of a charger',
    },
    remove: { id: UNUSED_CHARGER, call: deletePile, description: 'a deletion of a charger' },
    auditor: { edit: 'an edit of a charger by the read-only auditor' },
    forbidden: [{ ...restart, description: 'a remote restart by the read-only auditor' }],
  });

  it('reads the live power of its ports where the backend offers sessions', async () => {
    const charger = await expectAnswer({
      ...request('/Pile/info', { id: 1 }, (client) => getPile(client, { id: 1 })),
      capability: 'sessions',
      description: 'the detail of a charger with the live power of its ports',
      answer: okAnswerWithId('getPile', 1, 'sessions'),
    });
    expect(charger.ports[0]?.power_now_kw).toEqual(expect.any(Number));
  });

  it('submits a draft charger and approves a submitted one', async () => {
    const submitted = await expectAnswer({
      ...request('/Pile/submit', { id: DRAFT_CHARGER }, (client) => submitPile(client, { id: DRAFT_CHARGER })),
      description: 'a draft charger submitted for audit',
      answer: okAnswerWithId('submitPile', DRAFT_CHARGER),
    });
    const approved = await expectAnswer({
      ...request('/Pile/audit', { id: SUBMITTED_CHARGER, approve: 1 }, (client) =>
        auditPile(client, { id: SUBMITTED_CHARGER, approve: 1 }),
      ),
      description: 'an approval of a submitted charger',
      answer: okAnswerWithId('auditPile', SUBMITTED_CHARGER),
    });
    expect([submitted.id, approved.id]).toEqual([DRAFT_CHARGER, SUBMITTED_CHARGER]);
  });
});

describe('remote control', () => {
  it('restarts an online charger; refused: an offline one (1009)', async () => {
    const [charger] = await answerThenRefusal(
      { ...restart, description: 'a remote restart of an online charger', answer: okAnswerWithId('restartPile', 1) },
      { ...restart, ...offline('a remote restart of an offline charger') },
    );
    expect(charger.id).toBe(1);
  });

  it('reads and writes the offline whitelist; refused: a whitelist while the charger is offline (1009)', async () => {
    const read = await expectAnswer({
      ...request('/Pile/white_list', { id: 1 }, (client) => getPileWhitelist(client, { id: 1 })),
      description: 'the offline whitelist of a charger',
      answer: okAnswer('getPileWhitelist'),
    });
    const [written] = await answerThenRefusal(
      {
        ...setWhitelist(['RF00100000', 'RF00100007']),
        description: 'a new offline whitelist of a charger',
        answer: okAnswer('setPileWhitelist'),
      },
      { ...setWhitelist(['RF00100000']), ...offline('a new offline whitelist of an offline charger') },
    );
    expect([typeof read.editable, typeof written.editable]).toEqual(['boolean', 'boolean']);
  });
});

describe('ports', () => {
  crudContracts({
    resource: { one: 'a port', many: 'ports', path: '/Port' },
    info: {
      id: 1,
      call: getPort,
      check: (port) => expect(port.id).toBe(1),
      answer: okAnswerWithId('getPort', 1),
      unknownId: false,
    },
    forbidden: [{ ...renamePort, description: 'a new alias of a port by the read-only auditor' }],
  });

  it('lists the ports of a charger', async () => {
    const page = await expectAnswer({
      ...pageRequest('/Port/lists', { pile_id: 1 }, (client, page) => listPorts(client, { pile_id: 1 }, page)),
      description: 'a page of the ports of a charger',
      answer: okAnswer('listPorts'),
    });
    expect(page.items[0]?.chargerid).toEqual(expect.any(String));
  });

  it("reads a charging port's session where the backend offers sessions", async () => {
    const port = await expectAnswer({
      ...request('/Port/info', { id: CHARGING_PORT }, (client) => getPort(client, { id: CHARGING_PORT })),
      capability: 'sessions',
      description: 'the detail of a charging port with its live power and session',
      answer: okAnswer(
        'getPort',
        { id: MatchersV3.integer(CHARGING_PORT), session_id: MatchersV3.integer(3) },
        'sessions',
      ),
    });
    expect([typeof port.power_now_kw, typeof port.session_id]).toEqual(['number', 'number']);
  });

  it('renames a port and sets its voltage limits', async () => {
    const renamed = await expectAnswer({
      ...renamePort,
      description: 'a new alias of a port',
      answer: okAnswerWithId('editPort', 1),
    });
    const limited = await expectAnswer({
      ...request('/Port/voltage_limits', { id: 1, voltagelowerlimits: 300, voltageupperlimits: 920 }, (client) =>
        setPortVoltageLimits(client, { id: 1, voltagelowerlimits: 300, voltageupperlimits: 920 }),
      ),
      description: 'new voltage limits of a port',
      answer: okAnswerWithId('setPortVoltageLimits', 1),
    });
    expect([renamed.id, limited.id]).toEqual([1, 1]);
  });
});
