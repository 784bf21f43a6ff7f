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
import { ChargerStatus } from '@pcharging/api-client/enums';
import { describe, expect, it } from 'vitest';
import { okAnswer } from './answer-shape';
import { crudContracts } from './crud-contracts';
import { expectAnswer, pageRequest, request } from './support';

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

const install = request('/Equipment/install', { id: STOCK_DEVICE, stationid: 1 }, (client) =>
  installEquipment(client, { id: STOCK_DEVICE, stationid: 1 }),
);

describe('equipment', () => {
  crudContracts({
    resource: { one: 'a device in stock', many: 'equipment', path: '/Equipment' },
    list: { call: listEquipment, check: (page) => expect(typeof page.items[0]?.installed).toBe('boolean') },
    info: {
      id: STOCK_DEVICE,
      call: getEquipment,
      check: (device) => expect(typeof device.equipmentid).toBe('string'),
      unknownId: false,
    },
    add: { input: stockDevice, call: addEquipment, check: (added) => expect(typeof added.id).toBe('number') },
    edit: {
      id: STOCK_DEVICE,
      input: returnedDevice,
      call: editEquipment,
      check: (edited) => expect(typeof edited.id).toBe('number'),
      description: 'an edit of a device in stock',
    },
    remove: { id: STOCK_DEVICE, call: deleteEquipment, description: 'a deletion of a device in stock' },
    // Of the changes to equipment, the read-only auditor is recorded refused an installation.
    auditor: {},
    forbidden: [{ ...install, description: 'a device installed by the read-only auditor' }],
  });

  it('installs and uninstalls devices', async () => {
    const installed = await expectAnswer({
      ...install,
      description: 'a device installed at a station',
      answer: okAnswer('installEquipment'),
    });
    const uninstalled = await expectAnswer({
      ...request('/Equipment/uninstall', { id: 148 }, (client) => uninstallEquipment(client, { id: 148 })),
      description: 'a device uninstalled from a station',
      answer: okAnswer('uninstallEquipment'),
    });
    expect([typeof installed.id, typeof uninstalled.id]).toEqual(['number', 'number']);
  });

  it('lists the offline chargers, where the backend filters equipment by status', async () => {
    const filters = { status: ChargerStatus.Offline };
    const page = await expectAnswer({
      ...pageRequest('/Equipment/lists', filters, (client, page) => listEquipment(client, filters, page)),
      capability: 'equipment-status-filter',
      description: 'a page of the offline chargers',
      answer: okAnswer('listEquipment'),
    });
    expect(page.items[0]?.status).toEqual(expect.any(Number));
  });
});
