import type { components, ParamsOf } from '@pcharging/api-client';
import { type EquipmentFilters, listEquipmentPage } from '../../data/equipment/equipment-queries';
import {
  addCharger,
  deleteEquipment,
  editCharger,
  installCharger,
  uninstallCharger,
} from '../../domain/charger/charger-edits';
import { networkMoment } from '../../http/network-moment';
import type { AreaHandlers } from '../../http/operation-handlers';
import { domainOf } from '../../http/request-domain';
import { ok } from '../../http/wire';
import { iso } from '../../lib/iso-time';
import { chargerDetailOrThrow } from '../charger/charger-wire';

function filtersFrom(params: ParamsOf<'listEquipment'>): EquipmentFilters {
  return {
    ...(params.installed === undefined ? {} : { installed: params.installed === 1 }),
    ...(params.stationid === undefined ? {} : { stationId: params.stationid }),
    ...(params.status === undefined ? {} : { status: params.status }),
    ...(params.manufacturername?.trim() ? { manufacturerName: params.manufacturername.trim() } : {}),
    ...(params.equipmentmodel?.trim() ? { model: params.equipmentmodel.trim() } : {}),
    ...(params.equipmenttype === undefined ? {} : { type: params.equipmenttype }),
    ...(params.keyword?.trim() ? { keyword: params.keyword.trim() } : {}),
  };
}

type EquipmentListItem = ReturnType<typeof listEquipmentPage>['items'][number];

function equipmentRowWire({ charger, stationName }: EquipmentListItem): components['schemas']['EquipmentRow'] {
  return {
    id: charger.id,
    equipmentid: charger.serial,
    equipmentname: charger.name,
    equipmenttype: charger.type,
    manufacturerid: charger.manufacturerId,
    manufacturername: charger.manufacturerName,
    equipmentmodel: charger.model,
    power: charger.powerKw,
    current: charger.currentA,
    connectors: charger.connectors,
    productiondate: charger.productionDate,
    ownstatus: charger.ownStatus,
    operatorid: charger.operatorId,
    stationid: charger.stationId,
    station_name: stationName,
    installed: charger.stationId !== null,
    status: charger.status,
    audit_status: charger.auditStatus,
    createddate: iso(charger.createdAt),
  };
}

export const equipmentOperations = {
  listEquipment: (c, params, paging) => {
    const page = listEquipmentPage(c.get('deps').db, filtersFrom(params), paging);
    return ok(c, { total: page.total, items: page.items.map(equipmentRowWire) });
  },
  getEquipment: (c, params) => {
    const { db } = c.get('deps');
    return ok(c, chargerDetailOrThrow(db, params.id, networkMoment(c.get('deps'))));
  },
  addEquipment: (c, input) => {
    const id = addCharger(domainOf(c), input);
    const { db } = c.get('deps');
    return ok(c, chargerDetailOrThrow(db, id, networkMoment(c.get('deps'))), 'added');
  },
  editEquipment: (c, input) => {
    editCharger(domainOf(c), input.id, input);
    const { db } = c.get('deps');
    return ok(c, chargerDetailOrThrow(db, input.id, networkMoment(c.get('deps'))), 'updated');
  },
  deleteEquipment: (c, params) => {
    deleteEquipment(domainOf(c), params.id);
    return ok(c, null, 'deleted');
  },
  installEquipment: (c, params) => {
    installCharger(domainOf(c), params.id, params.stationid);
    const { db } = c.get('deps');
    return ok(c, chargerDetailOrThrow(db, params.id, networkMoment(c.get('deps'))), 'updated');
  },
  uninstallEquipment: (c, params) => {
    uninstallCharger(domainOf(c), params.id);
    const { db } = c.get('deps');
    return ok(c, chargerDetailOrThrow(db, params.id, networkMoment(c.get('deps'))), 'updated');
  },
} satisfies AreaHandlers;
