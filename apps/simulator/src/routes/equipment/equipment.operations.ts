import type { components, ParamsOf } from '@pcharging/api-client';
import { ErrorCode } from '@pcharging/api-client/wire';
import { findCharger, findStationRef, hasSessionInProgress, serialTaken } from '../../data/charger/charger-queries';
import { chargerColumns, insertCharger, relocateCharger } from '../../data/charger/charger-writes';
import { type EquipmentFilters, listEquipmentPage } from '../../data/equipment/equipment-queries';
import { deleteChargerWithoutHistory, editCharger, resolveOperatorId } from '../../domain/charger/charger-edits';
import type { AreaHandlers } from '../../http/operation-handlers';
import { ok } from '../../http/wire';
import { BusinessError, duplicateName, notFound } from '../../lib/errors';
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

function equipmentRowWire({ pile, stationName }: EquipmentListItem): components['schemas']['EquipmentRow'] {
  return {
    id: pile.id,
    equipmentid: pile.serial,
    equipmentname: pile.name,
    equipmenttype: pile.type,
    manufacturerid: pile.manufacturerId,
    manufacturername: pile.manufacturerName,
    equipmentmodel: pile.model,
    power: pile.powerKw,
    current: pile.currentA,
    connectors: pile.connectors,
    productiondate: pile.productionDate,
    ownstatus: pile.ownStatus,
    operatorid: pile.operatorId,
    stationid: pile.stationId,
    station_name: stationName,
    installed: pile.stationId !== null,
    status: pile.status,
    audit_status: pile.auditStatus,
    createddate: new Date(pile.createdAt).toISOString(),
  };
}

export const equipmentOperations = {
  listEquipment: (c, params, paging) => {
    const page = listEquipmentPage(c.get('deps').db, filtersFrom(params), paging);
    return ok(c, { total: page.total, items: page.items.map(equipmentRowWire) });
  },
  getEquipment: (c, params) => {
    const { db, clock } = c.get('deps');
    return ok(c, chargerDetailOrThrow(db, params.id, clock.now()));
  },
  addEquipment: (c, input) => {
    const { db, clock } = c.get('deps');
    const operatorId = resolveOperatorId(db, input.operatorid, null);
    if (serialTaken(db, input.equipmentid)) throw duplicateName(input.equipmentid);
    const now = clock.now();
    const id = insertCharger(db, { ...chargerColumns(input), stationId: null, operatorId }, input.connecttype, now);
    return ok(c, chargerDetailOrThrow(db, id, now), 'added');
  },
  editEquipment: (c, input) => {
    const { db, clock } = c.get('deps');
    const now = clock.now();
    editCharger(db, input.id, input, now);
    return ok(c, chargerDetailOrThrow(db, input.id, now), 'updated');
  },
  deleteEquipment: (c, params) => {
    const { db } = c.get('deps');
    const id = params.id;
    const record = findCharger(db, id);
    if (!record) throw notFound();
    if (record.pile.stationId !== null) throw new BusinessError(ErrorCode.InvalidState, 'alreadyInstalled');
    deleteChargerWithoutHistory(db, id);
    return ok(c, null, 'deleted');
  },
  installEquipment: (c, params) => {
    const { db, clock } = c.get('deps');
    const record = findCharger(db, params.id);
    if (!record) throw notFound();
    const { pile } = record;
    if (pile.stationId !== null) throw new BusinessError(ErrorCode.InvalidState, 'alreadyInstalled');
    const station = findStationRef(db, params.stationid);
    if (!station) throw new BusinessError(ErrorCode.InvalidInput, 'unknownStation');
    const now = clock.now();
    relocateCharger(
      db,
      pile.id,
      { stationId: station.id, operatorId: pile.operatorId ?? station.operatorId },
      { serial: pile.serial, connectors: pile.connectors, type: pile.type, powerKw: pile.powerKw },
      now,
    );
    return ok(c, chargerDetailOrThrow(db, pile.id, now), 'updated');
  },
  uninstallEquipment: (c, params) => {
    const { db, clock } = c.get('deps');
    const record = findCharger(db, params.id);
    if (!record) throw notFound();
    const { pile } = record;
    if (pile.stationId === null) throw new BusinessError(ErrorCode.InvalidState, 'notInstalled');
    if (hasSessionInProgress(db, pile.id)) throw new BusinessError(ErrorCode.InvalidState, 'chargerBusy');
    const now = clock.now();
    relocateCharger(
      db,
      pile.id,
      { stationId: null, operatorId: pile.operatorId },
      { serial: pile.serial, connectors: pile.connectors, type: pile.type, powerKw: pile.powerKw },
      now,
    );
    return ok(c, chargerDetailOrThrow(db, pile.id, now), 'updated');
  },
} satisfies AreaHandlers;
