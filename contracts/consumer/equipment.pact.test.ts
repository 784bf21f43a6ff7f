import {
  addEquipment,
  type ChargerInput,
  deleteEquipment,
  editEquipment,
  getEquipment,
  installEquipment,
  listEquipment,
  uninstallEquipment,
} from '@pcharging/api-client';
import { describe, expect, it } from 'vitest';
import { okAnswer } from './answer-shape';
import { expectAnswer, expectForbidden, FIRST_PAGE, PAGEINFO } from './support';

const stockDevice: ChargerInput = {
  equipmentid: 'WBXSTK00101',
  equipmentname: 'Stock 101',
  equipmenttype: 1,
  manufacturerid: 'M-WBX',
  manufacturername: 'Wallbox',
  equipmentmodel: 'Commander 2',
  power: 11,
  current: 32,
  connectors: 1,
  productiondate: '2025-12-01',
};
const returnedDevice: ChargerInput = {
  equipmentid: 'SIESTK00001',
  equipmentname: 'Stock 01 (returned)',
  equipmenttype: 1,
  manufacturerid: 'M-SIE',
  manufacturername: 'Siemens',
  equipmentmodel: 'VersiCharge',
  power: 11.5,
  current: 32,
  connectors: 1,
};
const STOCK_DEVICE = 172;

describe('equipment', () => {
  it('lists and reads equipment', async () => {
    const page = await expectAnswer({
      description: 'a page of equipment',
      path: '/Equipment/lists',
      body: { params: {}, pageinfo: PAGEINFO },
      answer: okAnswer('listEquipment'),
      call: (client) => listEquipment(client, {}, FIRST_PAGE),
    });
    const device = await expectAnswer({
      description: 'the detail of a device in stock',
      path: '/Equipment/info',
      body: { params: { id: STOCK_DEVICE } },
      answer: okAnswer('getEquipment'),
      call: (client) => getEquipment(client, STOCK_DEVICE),
    });
    expect([typeof page.items[0]?.installed, typeof device.equipmentid]).toEqual(['boolean', 'string']);
  });

  it('adds, edits and deletes a device in stock', async () => {
    const added = await expectAnswer({
      description: 'a new device in stock',
      path: '/Equipment/add',
      body: { params: stockDevice },
      answer: okAnswer('addEquipment'),
      call: (client) => addEquipment(client, stockDevice),
    });
    const edited = await expectAnswer({
      description: 'an edit of a device in stock',
      path: '/Equipment/edit',
      body: { params: { ...returnedDevice, id: STOCK_DEVICE } },
      answer: okAnswer('editEquipment'),
      call: (client) => editEquipment(client, STOCK_DEVICE, returnedDevice),
    });
    const deleted = await expectAnswer({
      description: 'a deletion of a device in stock',
      path: '/Equipment/del',
      body: { params: { id: STOCK_DEVICE } },
      answer: okAnswer('deleteEquipment'),
      call: (client) => deleteEquipment(client, STOCK_DEVICE),
    });
    expect([typeof added.id, typeof edited.id, deleted]).toEqual(['number', 'number', null]);
  });

  it('installs and uninstalls devices', async () => {
    const installed = await expectAnswer({
      description: 'a device installed at a station',
      path: '/Equipment/install',
      body: { params: { id: STOCK_DEVICE, stationid: 1 } },
      answer: okAnswer('installEquipment'),
      call: (client) => installEquipment(client, STOCK_DEVICE, 1),
    });
    const uninstalled = await expectAnswer({
      description: 'a device uninstalled from a station',
      path: '/Equipment/uninstall',
      body: { params: { id: 148 } },
      answer: okAnswer('uninstallEquipment'),
      call: (client) => uninstallEquipment(client, 148),
    });
    expect([typeof installed.id, typeof uninstalled.id]).toEqual(['number', 'number']);
  });

  it('refuses the read-only auditor an installation', async () => {
    const error = await expectForbidden({
      description: 'a device installed by the read-only auditor',
      path: '/Equipment/install',
      body: { params: { id: STOCK_DEVICE, stationid: 1 } },
      call: (client) => installEquipment(client, STOCK_DEVICE, 1),
    });
    expect(error?.code).toBe(403);
  });
});
