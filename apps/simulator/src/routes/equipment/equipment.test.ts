import {
  addEquipment,
  type ChargerInput,
  deleteEquipment,
  editEquipment,
  getEquipment,
  installEquipment,
  listEquipment,
  listPiles,
  submitPile,
  uninstallEquipment,
} from '@pcharging/api-client';
import { ErrorCode } from '@pcharging/api-client/wire';
import { describe, expect, it } from 'vitest';
import { rejection, signIn } from '../../testing/harness';
import { signedInSuite } from '../../testing/signed-in-suite';

const suite = signedInSuite(['ops', 'support', 'auditor']);
const { ops, support, auditor } = suite.clients;

const wallbox = (serial: string, overrides: Partial<ChargerInput> = {}): ChargerInput => ({
  equipmentid: serial,
  equipmentname: 'Wallbox spare',
  equipmenttype: 1,
  manufacturerid: 'M-WBX',
  manufacturername: 'Wallbox',
  equipmentmodel: 'Commander 2',
  power: 11,
  connectors: 1,
  ...overrides,
});

const count = (query: string, ...values: unknown[]) =>
  (suite.harness.database.sqlite.prepare(query).get(...values) as { n: number }).n;

describe('listEquipment', () => {
  it('lists every charger, installed or in stock', async () => {
    const all = await listEquipment(auditor, {}, { page: 1, size: 20 });
    expect(all.total).toBe(count('select count(*) as n from piles'));
    const stock = await listEquipment(auditor, { installed: 0 }, { page: 1, size: 20 });
    expect(stock.total).toBe(6);
    expect(stock.items.every((charger) => !charger.installed && charger.stationid === null)).toBe(true);
    const installed = await listEquipment(auditor, { installed: 1 }, { page: 1, size: 1 });
    expect(installed.total).toBe(all.total - 6);
    expect(installed.items[0]).toMatchObject({ installed: true, station_name: expect.any(String) });
  });

  it("filters by charger status, as the overview's fault and offline tiles ask", async () => {
    const faulted = await listEquipment(auditor, { status: 2, installed: 1 }, { page: 1, size: 100 });
    const expected = (
      suite.harness.database.sqlite
        .prepare('select count(*) as n from piles where status = 2 and station_id is not null')
        .get() as { n: number }
    ).n;
    expect(faulted.total).toBe(expected);
    expect(faulted.total).toBeGreaterThan(0);
    expect(faulted.items.every((charger) => charger.status === 2 && charger.installed)).toBe(true);
  });

  it('filters by station, manufacturer, model, type and keyword', async () => {
    const atStation = await listEquipment(auditor, { stationid: 1 }, { page: 1, size: 20 });
    expect(atStation.total).toBe(6);
    const model = await listEquipment(
      auditor,
      { manufacturername: 'Kempower', equipmentmodel: 'Satellite S', equipmenttype: 2 },
      { page: 1, size: 100 },
    );
    expect(model.total).toBe(count("select count(*) as n from piles where model = 'Satellite S'"));
    expect(model.items.every((charger) => charger.manufacturername === 'Kempower')).toBe(true);
    const byName = await listEquipment(auditor, { keyword: 'Stock 0' }, { page: 1, size: 20 });
    expect(byName.total).toBe(6);
  });

  it('needs operator:equipment:list', async () => {
    expect((await rejection(listEquipment(support, {}, { page: 1, size: 20 })))?.code).toBe(ErrorCode.Forbidden);
    expect((await rejection(getEquipment(support, { id: 172 })))?.code).toBe(ErrorCode.Forbidden);
  });
});

describe('the stock', () => {
  it('takes a new charger into stock with its ports', async () => {
    const { token } = await signIn(suite.harness, 'ops');
    const body = new URLSearchParams({
      'params[equipmentid]': 'WBXSTK00900',
      'params[equipmentname]': 'Spare 900',
      'params[equipmenttype]': '1',
      'params[power]': '11',
      'params[connectors]': '1',
    }).toString();
    const answer = await (await suite.harness.send('/Equipment/add', { token, body })).json();
    expect(answer).toMatchObject({ code: 200, msg: 'Added successfully' });
    expect(answer.data).toMatchObject({ stationid: null, station: null, operatorid: null, audit_status: 0, status: 0 });
    expect(answer.data.ports).toEqual([
      expect.objectContaining({ chargerid: 'WBXSTK00900-1', stationid: null, connecttype: 2, power: 11 }),
    ]);
    const stock = await listEquipment(auditor, { installed: 0, keyword: 'WBXSTK00900' }, { page: 1, size: 5 });
    expect(stock.items.map((charger) => charger.equipmentname)).toEqual(['Spare 900']);
  });

  it('refuses a serial number already in use and explains a bad field in Chinese', async () => {
    expect((await rejection(addEquipment(ops, wallbox('SIESTK00001'))))?.code).toBe(ErrorCode.Conflict);
    const { token } = await signIn(suite.harness, 'ops');
    const body =
      'params[equipmentid]=WBX0001&params[equipmentname]=A&params[equipmenttype]=1&params[power]=11&params[connectors]=1&params[productiondate]=2025/01/01';
    const answer = await (await suite.harness.send('/Equipment/add', { token, locale: 'zh-cn', body })).json();
    expect(answer).toMatchObject({ code: 1001, msg: expect.stringContaining('生产日期') });
  });

  it('edits a charger in stock, including its number of ports', async () => {
    const charger = await addEquipment(ops, wallbox('WBXSTK00901'));
    const edited = await editEquipment(ops, {
      ...wallbox('WBXSTK00902', { connectors: 2, operatorid: 3 }),
      id: charger.id,
    });
    expect(edited).toMatchObject({ equipmentid: 'WBXSTK00902', operatorid: 3, operator_name: 'Hydro Cité' });
    expect(edited.ports.map((port) => port.chargerid)).toEqual(['WBXSTK00902-1', 'WBXSTK00902-2']);
    expect((await rejection(editEquipment(ops, { ...wallbox('WBXSTK00903'), id: 99999 })))?.code).toBe(
      ErrorCode.NotFound,
    );
  });

  it('answers a charger in stock with its ports and no station', async () => {
    const charger = await getEquipment(auditor, { id: 173 });
    expect(charger).toMatchObject({ equipmentid: 'FLOSTK00002', stationid: null, station: null, connectors: 2 });
    expect(charger.ports.map((port) => port.chargerid)).toEqual(['FLOSTK00002-1', 'FLOSTK00002-2']);
  });

  it('deletes a charger in stock but not one installed at a station', async () => {
    await deleteEquipment(ops, { id: 177 });
    expect((await rejection(getEquipment(auditor, { id: 177 })))?.code).toBe(ErrorCode.NotFound);
    expect(await rejection(deleteEquipment(ops, { id: 150 }))).toMatchObject({
      code: ErrorCode.InvalidState,
      message: 'The charger is installed at a station; take it back into stock first',
    });
  });

  it('keeps a charger that has charged, even back in stock', async () => {
    await uninstallEquipment(ops, { id: 4 });
    expect(await rejection(deleteEquipment(ops, { id: 4 }))).toMatchObject({
      code: ErrorCode.Conflict,
      message: 'It is still in use and cannot be deleted',
    });
    expect(count('select count(*) as n from orders where pile_id = 4')).toBeGreaterThan(0);
  });
});

describe('installing and removing', () => {
  it('installs a charger from stock as a draft charger of the station', async () => {
    const installed = await installEquipment(ops, { id: 174, stationid: 2 });
    expect(installed).toMatchObject({
      stationid: 2,
      station: { StationID: 'ST000002' },
      operatorid: 2,
      audit_status: 0,
      status: 0,
    });
    expect(installed.ports.every((port) => port.stationid === 2)).toBe(true);
    const atStation = await listPiles(support, { stationid: 2, keyword: installed.equipmentid }, { page: 1, size: 5 });
    expect(atStation.items.map((charger) => charger.id)).toEqual([174]);
    expect((await submitPile(ops, { id: 174 })).audit_status).toBe(1);
  });

  it('refuses to install a charger twice or at an unknown station', async () => {
    expect((await rejection(installEquipment(ops, { id: 1, stationid: 2 })))?.message).toBe(
      'The charger is installed at a station; take it back into stock first',
    );
    expect(await rejection(installEquipment(ops, { id: 175, stationid: 999 }))).toMatchObject({
      code: ErrorCode.NotFound,
      message: 'Unknown station',
    });
  });

  it('takes a live charger back into stock as an offline draft, keeping its history at the station', async () => {
    const ordersAtStation = count('select count(*) as n from orders where station_id = 1');
    const charger = await uninstallEquipment(ops, { id: 5 });
    expect(charger).toMatchObject({ stationid: null, station: null, status: 0, audit_status: 0, submitted_at: null });
    expect(charger.ports.every((port) => port.stationid === null && port.chargerstatus === 0)).toBe(true);
    expect(count('select count(*) as n from orders where station_id = 1')).toBe(ordersAtStation);
    const atStation = await listPiles(support, { stationid: 1 }, { page: 1, size: 20 });
    expect(atStation.items.map((charger) => charger.id)).not.toContain(5);
  });

  it('refuses to remove a charger during a session, or a charger already in stock', async () => {
    expect(await rejection(uninstallEquipment(ops, { id: 3 }))).toMatchObject({
      code: ErrorCode.InvalidState,
      message: 'A port of this charger is in a charging session; try again when it has ended',
    });
    expect((await rejection(uninstallEquipment(ops, { id: 176 })))?.message).toBe(
      'The charger is not installed at a station',
    );
  });

  it('refuses inventory changes to the read-only auditor', async () => {
    const attempts = [
      addEquipment(auditor, wallbox('WBXSTK00999')),
      editEquipment(auditor, { ...wallbox('ABBSTK00004'), id: 175 }),
      deleteEquipment(auditor, { id: 175 }),
      installEquipment(auditor, { id: 175, stationid: 1 }),
      uninstallEquipment(auditor, { id: 1 }),
    ];
    for (const attempt of attempts) expect((await rejection(attempt))?.code).toBe(ErrorCode.Forbidden);
  });
});
