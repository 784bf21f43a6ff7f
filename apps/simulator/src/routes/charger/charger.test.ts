import {
  addPile,
  auditPile,
  type ChargerInput,
  deletePile,
  editPile,
  getPile,
  getPileWhitelist,
  getPort,
  listPiles,
  listPorts,
  submitPile,
} from '@pcharging/api-client';
import { ErrorCode } from '@pcharging/api-client/wire';
import { describe, expect, it } from 'vitest';
import { rejection, signIn } from '../../testing/harness';
import { signedInSuite } from '../../testing/signed-in-suite';

const suite = signedInSuite(['admin', 'ops', 'support', 'auditor']);
const { admin, ops, support, auditor } = suite.clients;

const newCharger = (serial: string, overrides: Partial<ChargerInput> = {}): ChargerInput => ({
  equipmentid: serial,
  equipmentname: 'DC 20',
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
  ...overrides,
});

const sql = <T>(query: string, ...values: unknown[]) =>
  suite.harness.database.sqlite.prepare(query).get(...values) as T;

describe('listPiles', () => {
  it('lists installed chargers across the network, never chargers in stock', async () => {
    const page = await listPiles(support, {}, { page: 1, size: 100 });
    const installed = sql<{ n: number }>('select count(*) as n from piles where station_id is not null');
    expect(page.total).toBe(installed.n);
    expect(page.items).toHaveLength(100);
    expect(page.items.every((charger) => charger.stationid > 0 && charger.station_name !== '')).toBe(true);
  });

  it("lists one station's chargers with their online state and free ports", async () => {
    const page = await listPiles(support, { stationid: 1 }, { page: 1, size: 20 });
    expect(page.total).toBe(6);
    const charging = page.items.find((charger) => charger.id === 3);
    expect(charging).toMatchObject({ status: 1, online: true, ports_available: 1, ports_charging: 1 });
    const offline = await listPiles(support, { stationid: 2, status: 0 }, { page: 1, size: 20 });
    expect(offline.items.map((charger) => [charger.id, charger.online])).toEqual([[9, false]]);
  });

  it('filters by serial or name, type, manufacturer and audit status together', async () => {
    const bySerial = await listPiles(support, { keyword: 'ABB00100001' }, { page: 1, size: 10 });
    expect(bySerial.items.map((charger) => charger.id)).toEqual([1]);
    const dcAbb = await listPiles(support, { equipmenttype: 2, manufacturername: 'ABB' }, { page: 1, size: 100 });
    expect(dcAbb.total).toBeGreaterThan(0);
    expect(dcAbb.items.every((charger) => charger.equipmenttype === 2 && charger.manufacturername === 'ABB')).toBe(
      true,
    );
    const underReview = await listPiles(support, { audit_status: 1 }, { page: 1, size: 100 });
    expect(underReview.items.map((charger) => charger.stationid)).toEqual(underReview.items.map(() => 21));
    const wildcard = await listPiles(support, { keyword: '%' }, { page: 1, size: 10 });
    expect(wildcard.total).toBe(0);
  });

  it('sorts by power both ways', async () => {
    const ascending = await listPiles(support, { sort: 'power', order: 'asc' }, { page: 1, size: 100 });
    const powers = ascending.items.map((charger) => charger.power);
    expect(powers).toEqual([...powers].sort((a, b) => a - b));
    const descending = await listPiles(support, { sort: 'power', order: 'desc' }, { page: 1, size: 1 });
    expect(descending.items[0]?.power).toBe(300);
  });

  it('refuses an unknown status with the field named in the language of the request', async () => {
    const { token } = await signIn(suite.harness, 'support');
    const response = await suite.harness.send('/Pile/lists', { token, locale: 'fr', body: 'params[status]=9' });
    expect(await response.json()).toMatchObject({ code: 1001, msg: 'Statut invalide (parmi 0, 1, 2, 3)' });
  });

  it('is closed to roles without operator:pile:list', async () => {
    const finance = (await signIn(suite.harness, 'finance')).client;
    expect((await rejection(listPiles(finance, {}, { page: 1, size: 10 })))?.code).toBe(ErrorCode.Forbidden);
  });
});

describe('getPile', () => {
  it('answers a charger with its station, operator, ports and whitelist', async () => {
    const charger = await getPile(support, { id: 1 });
    expect(charger).toMatchObject({
      id: 1,
      equipmentid: 'ABB00100001',
      stationid: 1,
      station: { id: 1, StationID: 'ST000001' },
      operatorid: 1,
      operator_name: 'Borealis Charge',
      status: 1,
      online: true,
      audit_status: 3,
      connectors: 2,
      white_list: [],
    });
    expect(charger.ports.map((port) => port.chargerid)).toEqual(['ABB00100001-1', 'ABB00100001-2']);
    expect(charger.last_heartbeat).not.toBeNull();
  });

  it('answers 404 for a charger that does not exist', async () => {
    expect((await rejection(getPile(support, { id: 9999 })))?.code).toBe(ErrorCode.NotFound);
  });
});

describe('addPile', () => {
  it('stores a draft with one offline port per connector and the station operator', async () => {
    const { token } = await signIn(suite.harness, 'ops');
    const body = new URLSearchParams({
      'params[stationid]': '2',
      'params[equipmentid]': 'ALP00299001',
      'params[equipmentname]': 'DC 09',
      'params[equipmenttype]': '2',
      'params[power]': '300',
      'params[connectors]': '3',
    }).toString();
    const answer = await (await suite.harness.send('/Pile/add', { token, body })).json();
    expect(answer).toMatchObject({ code: 200, msg: 'Temporarily stored' });
    expect(answer.data).toMatchObject({
      stationid: 2,
      operatorid: 2,
      status: 0,
      online: false,
      audit_status: 0,
      current: 200,
      submitted_at: null,
    });
    expect(answer.data.ports).toEqual(
      [1, 2, 3].map((n) =>
        expect.objectContaining({
          chargerid: `ALP00299001-${n}`,
          chargerstatus: 0,
          connecttype: 4,
          power: 100,
          voltagelowerlimits: 200,
          voltageupperlimits: 1000,
          stationid: 2,
        }),
      ),
    );
  });

  it('refuses a serial number already in use, an unknown station and an unknown operator', async () => {
    const duplicate = await rejection(addPile(ops, { ...newCharger('ABB00100001'), stationid: 1 }));
    expect(duplicate).toMatchObject({ code: ErrorCode.Conflict, message: 'ABB00100001 already exists' });
    expect((await rejection(addPile(ops, { ...newCharger('ABB09900001'), stationid: 999 })))?.message).toBe(
      'Unknown station',
    );
    const badOperator = await rejection(
      addPile(ops, { ...newCharger('ABB09900002', { operatorid: 77 }), stationid: 1 }),
    );
    expect(badOperator).toMatchObject({ code: ErrorCode.NotFound, message: 'Unknown operator' });
  });

  it('names each invalid or missing field', async () => {
    const error = await rejection(
      addPile(ops, {
        ...({ ...newCharger('AB-1'), equipmentname: ' ', power: 0, connectors: 9 } as ChargerInput),
        stationid: 1,
      }),
    );
    expect(error?.code).toBe(ErrorCode.InvalidInput);
    expect(error?.fieldErrors).toMatchObject({
      equipmentid: 'Invalid serial number (wrong format)',
      equipmentname: 'Invalid charger name (wrong format)',
      power: 'Invalid power (at least 0.1)',
      connectors: 'Invalid number of ports (at most 8)',
    });
    const missing = await rejection(addPile(ops, { ...({} as ChargerInput), stationid: 1 }));
    expect(Object.keys(missing?.fieldErrors ?? {})).toEqual(
      expect.arrayContaining(['equipmentid', 'equipmentname', 'equipmenttype', 'power', 'connectors']),
    );
  });

  it('is refused to support, who may only read chargers', async () => {
    expect((await rejection(addPile(support, { ...newCharger('ABB09900003'), stationid: 1 })))?.code).toBe(
      ErrorCode.Forbidden,
    );
  });
});

describe('onboarding: temporary store, submit, audit, resubmit', () => {
  it('walks a charger from draft to live, with a rejection on the way', async () => {
    const draft = await addPile(ops, { ...newCharger('ABB00499001'), stationid: 4 });
    expect((await rejection(auditPile(admin, { id: draft.id, approve: 1 })))?.message).toBe(
      'Not allowed while the record is Draft',
    );
    expect((await submitPile(ops, { id: draft.id })).audit_status).toBe(1);
    expect(await rejection(submitPile(ops, { id: draft.id }))).toMatchObject({
      code: ErrorCode.InvalidState,
      message: 'Not allowed while the record is Under review',
    });
    expect((await rejection(auditPile(admin, { id: draft.id, approve: 0 })))?.message).toBe(
      'Give a reason for the rejection',
    );
    const rejected = await auditPile(admin, { id: draft.id, approve: 0, reason: 'Nameplate unreadable' });
    expect(rejected).toMatchObject({ audit_status: 2, audit_reason: 'Nameplate unreadable', status: 0 });

    await editPile(ops, { ...newCharger('ABB00499001', { equipmentname: 'DC 20 (new nameplate)' }), id: draft.id });
    expect((await submitPile(ops, { id: draft.id })).audit_status).toBe(1);
    const live = await auditPile(admin, { id: draft.id, approve: 1 });
    expect(live).toMatchObject({ audit_status: 3, audit_reason: '', status: 1, online: true });
    expect(live.audited_at).not.toBeNull();
    expect(live.ports.map((port) => port.chargerstatus)).toEqual([1, 1]);
    const inList = await listPiles(
      support,
      { stationid: 4, audit_status: 3, keyword: 'ABB00499001' },
      { page: 1, size: 5 },
    );
    expect(inList.items[0]).toMatchObject({ online: true, ports_available: 2 });
  });

  it('answers with the success messages of the spec', async () => {
    const { token } = await signIn(suite.harness, 'admin', undefined, 'zh-cn');
    const send = async (path: string, body: string) =>
      (await suite.harness.send(path, { token, body, locale: 'zh-cn' })).json();
    expect(await send('/Pile/submit', 'params[id]=148')).toMatchObject({ msg: '提交成功' });
    expect(await send('/Pile/audit', 'params[id]=148&params[approve]=0&params[reason]=x')).toMatchObject({
      msg: '已驳回',
    });
    expect(await send('/Pile/submit', 'params[id]=148')).toMatchObject({ msg: '提交成功' });
    expect(await send('/Pile/audit', 'params[id]=148&params[approve]=1')).toMatchObject({ msg: '审核通过' });
  });

  it('submits only chargers installed at a station', async () => {
    const error = await rejection(submitPile(ops, { id: 173 }));
    expect(error).toMatchObject({ code: ErrorCode.InvalidState, message: 'The charger is not installed at a station' });
  });

  it('leaves the audit to holders of operator:pile:audit', async () => {
    expect((await rejection(auditPile(ops, { id: 155, approve: 1 })))?.code).toBe(ErrorCode.Forbidden);
  });
});

describe('editPile', () => {
  it('changes a live charger and applies power and connector type to its ports', async () => {
    const charger = await editPile(ops, {
      ...newCharger('ABB00100001', { equipmentname: 'DC 01 entrance', power: 160, connecttype: 3 }),
      id: 1,
    });
    expect(charger).toMatchObject({ equipmentname: 'DC 01 entrance', power: 160 });
    expect(charger.ports.map((port) => [port.power, port.connecttype])).toEqual([
      [80, 3],
      [80, 3],
    ]);
  });

  it('keeps the serial number and number of ports of a live charger', async () => {
    const renumbered = await rejection(editPile(ops, { ...newCharger('ABB00100001', { connectors: 3 }), id: 1 }));
    expect(renumbered).toMatchObject({
      code: ErrorCode.InvalidState,
      message: 'The serial number and number of ports cannot change once the charger has gone live',
    });
    expect((await rejection(editPile(ops, { ...newCharger('ABB00100444'), id: 1 })))?.code).toBe(
      ErrorCode.InvalidState,
    );
  });

  it('renumbers the ports of a draft', async () => {
    const draft = await addPile(ops, { ...newCharger('ABB00599001', { connectors: 4 }), stationid: 5 });
    const fewer = await editPile(ops, { ...newCharger('ABB00599002', { connectors: 1 }), id: draft.id });
    expect(fewer.ports.map((port) => port.chargerid)).toEqual(['ABB00599002-1']);
    expect(fewer.ports[0]?.power).toBe(180);
  });

  it('refuses a serial number of another charger and answers 404 for an unknown one', async () => {
    expect((await rejection(editPile(ops, { ...newCharger('KEM00100002'), id: 1 })))?.code).toBe(ErrorCode.Conflict);
    expect((await rejection(editPile(ops, { ...newCharger('ABB09999999'), id: 9999 })))?.code).toBe(ErrorCode.NotFound);
  });
});

describe('deletePile', () => {
  it('deletes a charger that never charged, keeping its alarms in the station history', async () => {
    const alarmsBefore = sql<{ n: number }>('select count(*) as n from alarms where station_id = 20');
    await deletePile(admin, { id: 152 });
    expect((await rejection(getPile(support, { id: 152 })))?.code).toBe(ErrorCode.NotFound);
    expect(sql<{ n: number }>('select count(*) as n from ports where pile_id = 152').n).toBe(0);
    expect(sql<{ n: number }>('select count(*) as n from alarms where station_id = 20').n).toBe(alarmsBefore.n);
  });

  it('refuses while a port is charging, and once the charger has charging history', async () => {
    expect(await rejection(deletePile(admin, { id: 3 }))).toMatchObject({
      code: ErrorCode.InvalidState,
      message: 'A port of this charger is in a charging session; try again when it has ended',
    });
    expect(await rejection(deletePile(admin, { id: 1 }))).toMatchObject({
      code: ErrorCode.Conflict,
      message: 'It is still in use and cannot be deleted',
    });
  });

  it('is refused to the read-only auditor', async () => {
    expect((await rejection(deletePile(auditor, { id: 153 })))?.code).toBe(ErrorCode.Forbidden);
  });
});

describe('permissions', () => {
  it('shows chargers, ports and whitelists only to holders of operator:pile:list and operator:port:list', async () => {
    const finance = (await signIn(suite.harness, 'finance')).client;
    const reads = [
      getPile(finance, { id: 1 }),
      getPileWhitelist(finance, { id: 1 }),
      listPorts(finance, { pile_id: 1 }, { page: 1, size: 5 }),
      getPort(finance, { id: 1 }),
    ];
    for (const read of reads) expect((await rejection(read))?.code).toBe(ErrorCode.Forbidden);
  });

  it('refuses every charger change to the read-only auditor', async () => {
    const attempts = [
      addPile(auditor, { ...newCharger('ABB09900009'), stationid: 1 }),
      editPile(auditor, { ...newCharger('ABB00100001'), id: 1 }),
      submitPile(auditor, { id: 148 }),
      auditPile(auditor, { id: 155, approve: 1 }),
    ];
    for (const attempt of attempts) expect((await rejection(attempt))?.code).toBe(ErrorCode.Forbidden);
  });
});
