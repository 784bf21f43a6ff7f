import type { components } from '@pcharging/api-client';
import { AuditStatus, ChargerType } from '@pcharging/api-client/enums';
import { ErrorCode } from '@pcharging/api-client/wire';
import type { Locale } from '@pcharging/validation';
import {
  findCharger,
  findStationRef,
  hasChargingHistory,
  hasSessionInProgress,
  serialTaken,
} from '../../data/charger/charger-queries';
import {
  type ChargerColumns,
  deleteChargerRow,
  insertCharger,
  relocateCharger,
  updateCharger,
} from '../../data/charger/charger-writes';
import { operatorExists } from '../../data/station/station-queries';
import { auditStateKey } from '../../lib/charger-states';
import { BusinessError, duplicateName, found } from '../../lib/errors';
import { translate } from '../../lib/messages';
import type { Domain } from '../domain';

type ChargerInput = components['schemas']['ChargerInput'];

function chargerColumns(input: ChargerInput): ChargerColumns {
  const type = input.equipmenttype;
  return {
    serial: input.equipmentid,
    name: input.equipmentname.trim(),
    type,
    manufacturerId: (input.manufacturerid ?? '').trim(),
    manufacturerName: (input.manufacturername ?? '').trim(),
    model: (input.equipmentmodel ?? '').trim(),
    ownStatus: input.ownstatus ?? 1,
    powerKw: input.power,
    currentA: input.current ?? (type === ChargerType.DC ? 200 : 32),
    productionDate: input.productiondate ?? '',
    connectors: input.connectors,
    chargeModel: (input.charge_model ?? '').trim(),
    hasPos: input.has_pos ?? 0,
  };
}

/** The operator given, else the station's; an unknown one is invalid input. */
function resolveOperatorId(domain: Domain, given: number | undefined, fallback: number | null): number | null {
  if (given === undefined) return fallback;
  if (!operatorExists(domain.db, given)) throw new BusinessError(ErrorCode.NotFound, 'unknownOperator');
  return given;
}

/** A new charger, a draft and offline until approved: at a station, or in stock without one. Returns its id. */
export function addCharger(domain: Domain, input: ChargerInput & { stationid?: number }): number {
  const { db } = domain;
  const station = input.stationid === undefined ? null : findStationRef(db, input.stationid);
  if (station === undefined) throw new BusinessError(ErrorCode.NotFound, 'unknownStation');
  const operatorId = resolveOperatorId(domain, input.operatorid, station?.operatorId ?? null);
  if (serialTaken(db, input.equipmentid)) throw duplicateName(input.equipmentid);
  const placed = { ...chargerColumns(input), stationId: station?.id ?? null, operatorId };
  return insertCharger(db, placed, input.connecttype, domain.clock.now());
}

/** Orders and the live network know a charger by serial and ports: those stay once it has gone live. */
export function editCharger(domain: Domain, id: number, input: ChargerInput): void {
  const { db } = domain;
  const record = found(findCharger(db, id));
  const { charger } = record;
  const columns = chargerColumns(input);
  if (serialTaken(db, columns.serial, id)) throw duplicateName(columns.serial);
  const identityChanges = columns.serial !== charger.serial || columns.connectors !== charger.connectors;
  if (identityChanges && (charger.auditStatus === AuditStatus.Approved || hasChargingHistory(db, id))) {
    throw new BusinessError(ErrorCode.InvalidState, 'identityFixed');
  }
  const operatorId = resolveOperatorId(domain, input.operatorid, record.station?.operatorId ?? charger.operatorId);
  const placement = { stationId: charger.stationId, connectType: input.connecttype };
  updateCharger(db, id, { ...columns, operatorId }, placement, domain.clock.now());
}

/** Charging history is money history: a charger that has charged stays. */
export function deleteChargerWithoutHistory(domain: Domain, id: number): void {
  if (hasChargingHistory(domain.db, id)) throw new BusinessError(ErrorCode.Conflict, 'conflictInUse');
  deleteChargerRow(domain.db, id);
}

/** Equipment in stock may go; installed equipment is a charger, removed from its station first. */
export function deleteEquipment(domain: Domain, id: number): void {
  const record = found(findCharger(domain.db, id));
  if (record.charger.stationId !== null) throw new BusinessError(ErrorCode.InvalidState, 'alreadyInstalled');
  deleteChargerWithoutHistory(domain, id);
}

/** Equipment from stock goes to a station, under its operator unless it has its own; it starts as a draft there. */
export function installCharger(domain: Domain, id: number, stationId: number): void {
  const record = found(findCharger(domain.db, id));
  const { charger } = record;
  if (charger.stationId !== null) throw new BusinessError(ErrorCode.InvalidState, 'alreadyInstalled');
  const station = findStationRef(domain.db, stationId);
  if (!station) throw new BusinessError(ErrorCode.NotFound, 'unknownStation');
  const target = { stationId: station.id, operatorId: charger.operatorId ?? station.operatorId };
  const layout = {
    serial: charger.serial,
    connectors: charger.connectors,
    type: charger.type,
    powerKw: charger.powerKw,
  };
  relocateCharger(domain.db, charger.id, target, layout, domain.clock.now());
}

/** A charger goes back to stock, never while it charges someone. */
export function uninstallCharger(domain: Domain, id: number): void {
  const record = found(findCharger(domain.db, id));
  const { charger } = record;
  if (charger.stationId === null) throw new BusinessError(ErrorCode.InvalidState, 'notInstalled');
  if (hasSessionInProgress(domain.db, charger.id)) throw new BusinessError(ErrorCode.InvalidState, 'chargerBusy');
  const layout = {
    serial: charger.serial,
    connectors: charger.connectors,
    type: charger.type,
    powerKw: charger.powerKw,
  };
  relocateCharger(
    domain.db,
    charger.id,
    { stationId: null, operatorId: charger.operatorId },
    layout,
    domain.clock.now(),
  );
}

/** 1009 naming the charger's onboarding state in the request's language. */
export function auditStateError(locale: Locale, auditStatus: number): BusinessError {
  return new BusinessError(ErrorCode.InvalidState, 'invalidState', {
    state: translate(locale, auditStateKey(auditStatus)),
  });
}
