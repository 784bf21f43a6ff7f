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
  type ProviderState,
  TOKENS,
} from './support';

const newCharger: ChargerInput = {
  equipmentid: 'ABB00199001',
  equipmentname: 'DC 07',
  equipmenttype: 2,
  manufacturerid: 'M-ABB',
  manufacturername: 'ABB',
  equipmentmodel: 'Terra 184',
  power: 180,
  current: 200,
  connectors: 2,
  productiondate: '2025-10-01',
  charge_model: 'OCPP 2.0.1',
  has_pos: 1,
};
const editedCharger: ChargerInput = {
  equipmentid: 'ABB00100001',
  equipmentname: 'DC 01 entrance',
  equipmenttype: 2,
  manufacturerid: 'M-ABB',
  manufacturername: 'ABB',
  equipmentmodel: 'Terra 184',
  power: 180,
  current: 200,
  connectors: 2,
};
const DRAFT_CHARGER = 148;
const UNUSED_CHARGER = 153;
const SUBMITTED_CHARGER = 155;
const OFFLINE: ProviderState = ['a charger is offline', { account: 'admin', token: TOKENS.admin, id: '1' }];
const withId = (operationId: string, id: number) => okAnswer(operationId, { id: MatchersV3.integer(id) });

describe('chargers', () => {
  it('lists a page of chargers across the network', async () => {
    const page = await expectAnswer({
      description: 'a page of the chargers of a station',
      path: '/Pile/lists',
      body: { params: { stationid: 1 }, pageinfo: PAGEINFO },
      answer: okAnswer('listPiles'),
      call: (client) => listPiles(client, { stationid: 1 }, FIRST_PAGE),
    });
    expect(page.items[0]?.equipmentid).toEqual(expect.any(String));
  });

  it('reads one charger', async () => {
    const charger = await expectAnswer({
      description: 'the detail of a charger',
      path: '/Pile/info',
      body: { params: { id: 1 } },
      answer: withId('getPile', 1),
      call: (client) => getPile(client, 1),
    });
    expect(charger.id).toBe(1);
  });

  it('answers 404 for an unknown charger', async () => {
    const error = await expectRefusal({
      description: 'the detail of a charger that does not exist',
      path: '/Pile/info',
      body: { params: { id: 999999 } },
      answer: errorAnswer(404, MESSAGES.notFound),
      call: (client) => getPile(client, 999999),
    });
    expect(error?.code).toBe(404);
  });

  it('adds a charger to a station as a draft', async () => {
    const charger = await expectAnswer({
      description: 'a new charger of a station',
      path: '/Pile/add',
      body: { params: { ...newCharger, stationid: 1 } },
      answer: okAnswer('addPile'),
      call: (client) => addPile(client, 1, newCharger),
    });
    expect(charger.equipmentid).toEqual(expect.any(String));
  });

  it('refuses a charger without power with a field error', async () => {
    const input = { ...newCharger, power: 0 };
    const error = await expectRefusal({
      description: 'a new charger with zero power',
      path: '/Pile/add',
      body: { params: { ...input, stationid: 1 } },
      answer: invalidAnswer('power', 'Invalid power'),
      call: (client) => addPile(client, 1, input),
    });
    expect(error?.fieldErrors.power).toBeTruthy();
  });

  it('edits a charger', async () => {
    const charger = await expectAnswer({
      description: 'an edit of a charger',
      path: '/Pile/edit',
      body: { params: { ...editedCharger, id: 1 } },
      answer: withId('editPile', 1),
      call: (client) => editPile(client, 1, editedCharger),
    });
    expect(charger.id).toBe(1);
  });

  it('refuses the read-only auditor an edit', async () => {
    const error = await expectForbidden({
      description: 'an edit of a charger by the read-only auditor',
      path: '/Pile/edit',
      body: { params: { ...editedCharger, id: 1 } },
      call: (client) => editPile(client, 1, editedCharger),
    });
    expect(error?.code).toBe(403);
  });

  it('deletes a charger', async () => {
    await expect(
      expectAnswer({
        description: 'a deletion of a charger',
        path: '/Pile/del',
        body: { params: { id: UNUSED_CHARGER } },
        answer: okAnswer('deletePile'),
        call: (client) => deletePile(client, UNUSED_CHARGER),
      }),
    ).resolves.toBeNull();
  });

  it('submits a draft charger and approves a submitted one', async () => {
    const submitted = await expectAnswer({
      description: 'a draft charger submitted for audit',
      path: '/Pile/submit',
      body: { params: { id: DRAFT_CHARGER } },
      answer: withId('submitPile', DRAFT_CHARGER),
      call: (client) => submitPile(client, DRAFT_CHARGER),
    });
    const approved = await expectAnswer({
      description: 'an approval of a submitted charger',
      path: '/Pile/audit',
      body: { params: { id: SUBMITTED_CHARGER, approve: 1 } },
      answer: withId('auditPile', SUBMITTED_CHARGER),
      call: (client) => auditPile(client, SUBMITTED_CHARGER, { approve: true }),
    });
    expect([submitted.id, approved.id]).toEqual([DRAFT_CHARGER, SUBMITTED_CHARGER]);
  });
});

describe('remote control', () => {
  it('restarts an online charger', async () => {
    const charger = await expectAnswer({
      description: 'a remote restart of an online charger',
      path: '/Pile/remote_restart',
      body: { params: { id: 1 } },
      answer: withId('restartPile', 1),
      call: (client) => restartPile(client, 1),
    });
    expect(charger.id).toBe(1);
  });

  it('refuses to restart an offline charger with 1009', async () => {
    const error = await expectRefusal({
      state: OFFLINE,
      description: 'a remote restart of an offline charger',
      path: '/Pile/remote_restart',
      body: { params: { id: 1 } },
      answer: errorAnswer(1009, 'The charger is offline'),
      call: (client) => restartPile(client, 1),
    });
    expect(error?.code).toBe(1009);
  });

  it('refuses the read-only auditor a restart', async () => {
    const error = await expectForbidden({
      description: 'a remote restart by the read-only auditor',
      path: '/Pile/remote_restart',
      body: { params: { id: 1 } },
      call: (client) => restartPile(client, 1),
    });
    expect(error?.code).toBe(403);
  });

  it('reads and writes the offline whitelist', async () => {
    const read = await expectAnswer({
      description: 'the offline whitelist of a charger',
      path: '/Pile/white_list',
      body: { params: { id: 1 } },
      answer: okAnswer('getPileWhitelist'),
      call: (client) => getPileWhitelist(client, 1),
    });
    const cards = ['RF00100000', 'RF00100007'];
    const written = await expectAnswer({
      description: 'a new offline whitelist of a charger',
      path: '/Pile/set_white_list',
      body: { params: { id: 1, white_list: cards } },
      answer: okAnswer('setPileWhitelist'),
      call: (client) => setPileWhitelist(client, 1, cards),
    });
    expect([typeof read.editable, typeof written.editable]).toEqual(['boolean', 'boolean']);
  });

  it('refuses a whitelist while the charger is offline with 1009', async () => {
    const cards = ['RF00100000'];
    const error = await expectRefusal({
      state: OFFLINE,
      description: 'a new offline whitelist of an offline charger',
      path: '/Pile/set_white_list',
      body: { params: { id: 1, white_list: cards } },
      answer: errorAnswer(1009, 'The charger is offline'),
      call: (client) => setPileWhitelist(client, 1, cards),
    });
    expect(error?.code).toBe(1009);
  });
});

describe('ports', () => {
  it('lists the ports of a charger', async () => {
    const page = await expectAnswer({
      description: 'a page of the ports of a charger',
      path: '/Port/lists',
      body: { params: { pile_id: 1 }, pageinfo: PAGEINFO },
      answer: okAnswer('listPorts'),
      call: (client) => listPorts(client, 1, FIRST_PAGE),
    });
    expect(page.items[0]?.chargerid).toEqual(expect.any(String));
  });

  it('reads one port', async () => {
    const port = await expectAnswer({
      description: 'the detail of a port',
      path: '/Port/info',
      body: { params: { id: 1 } },
      answer: withId('getPort', 1),
      call: (client) => getPort(client, 1),
    });
    expect(port.id).toBe(1);
  });

  it('renames a port and sets its voltage limits', async () => {
    const renamed = await expectAnswer({
      description: 'a new alias of a port',
      path: '/Port/edit',
      body: { params: { id: 1, aliasname: 'Bay 1 left' } },
      answer: withId('editPort', 1),
      call: (client) => editPort(client, 1, 'Bay 1 left'),
    });
    const limited = await expectAnswer({
      description: 'new voltage limits of a port',
      path: '/Port/voltage_limits',
      body: { params: { id: 1, voltagelowerlimits: 300, voltageupperlimits: 920 } },
      answer: withId('setPortVoltageLimits', 1),
      call: (client) => setPortVoltageLimits(client, 1, { lower: 300, upper: 920 }),
    });
    expect([renamed.id, limited.id]).toEqual([1, 1]);
  });

  it('refuses the read-only auditor a port change', async () => {
    const error = await expectForbidden({
      description: 'a new alias of a port by the read-only auditor',
      path: '/Port/edit',
      body: { params: { id: 1, aliasname: 'Bay 1 left' } },
      call: (client) => editPort(client, 1, 'Bay 1 left'),
    });
    expect(error?.code).toBe(403);
  });
});
