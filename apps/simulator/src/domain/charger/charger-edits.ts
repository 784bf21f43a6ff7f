import { AuditStatus } from '@pcharging/api-client/enums';
import { ErrorCode } from '@pcharging/api-client/wire';
import type { AppDatabase } from '@pcharging/db';
import type { Locale } from '@pcharging/validation';
import { findCharger, hasChargingHistory, serialTaken } from '../../data/charger/charger-queries';
import { type ChargerInput, chargerColumns, deleteChargerRow, updateCharger } from '../../data/charger/charger-writes';
import { operatorExists } from '../../data/station/station-queries';
import { auditStateKey } from '../../lib/charger-states';
import { BusinessError, duplicateName, notFound } from '../../lib/errors';
import { translate } from '../../lib/messages';

/** The operator given, else the station's; an unknown one is invalid input. */
export function resolveOperatorId(db: AppDatabase, given: number | undefined, fallback: number | null): number | null {
  if (given === undefined) return fallback;
  if (!operatorExists(db, given)) throw new BusinessError(ErrorCode.InvalidInput, 'unknownOperator');
  return given;
}

export function editCharger(db: AppDatabase, id: number, input: ChargerInput, now: number): void {
  const record = findCharger(db, id);
  if (!record) throw notFound();
  const { pile } = record;
  const charger = chargerColumns(input);
  if (serialTaken(db, charger.serial, id)) throw duplicateName(charger.serial);
  const identityChanges = charger.serial !== pile.serial || charger.connectors !== pile.connectors;
  // Orders and the live network know the charger by serial and port: those stay once it has gone live.
  if (identityChanges && (pile.auditStatus === AuditStatus.Approved || hasChargingHistory(db, id))) {
    throw new BusinessError(ErrorCode.InvalidState, 'identityFixed');
  }
  const operatorId = resolveOperatorId(db, input.operatorid, record.station?.operatorId ?? pile.operatorId);
  updateCharger(db, id, { ...charger, operatorId }, { stationId: pile.stationId, connectType: input.connecttype }, now);
}

/** Charging history is money history: a charger that has charged stays. */
export function deleteChargerWithoutHistory(db: AppDatabase, id: number): void {
  if (hasChargingHistory(db, id)) throw new BusinessError(ErrorCode.Conflict, 'conflictInUse');
  deleteChargerRow(db, id);
}

/** 1009 naming the charger's onboarding state in the request's language. */
export function auditStateError(locale: Locale, auditStatus: number): BusinessError {
  return new BusinessError(ErrorCode.InvalidState, 'invalidState', {
    state: translate(locale, auditStateKey(auditStatus)),
  });
}
