import { AuditStatus, ChargerStatus, PortStatus } from '@pcharging/api-client/enums';
import { ErrorCode } from '@pcharging/api-client/wire';
import { patchPort } from '../../data/charger/charger-writes';
import { findPort, type PortRecord } from '../../data/charger/port-queries';
import { setPortAvailability as writePortAvailability } from '../../data/charger/status-writes';
import { isConnected } from '../../lib/charger-states';
import { BusinessError, found, InvalidInputError } from '../../lib/errors';
import { translate } from '../../lib/messages';
import { availabilitySent, portStatusNotified, unlockSent } from '../charger-log/ocpp-messages';
import type { Domain } from '../domain';
import { stopSession } from '../session/session-stop';
import { announcePortStatus, recordPortChange } from './charger-status';

function portOrThrow(domain: Domain, id: number): PortRecord {
  const record = found(findPort(domain.db, id));
  return record;
}

/**
 * Out of service with a reason, or back in service; never under a session in progress. A port back in service is
 * available when its charger is online; one of a charger not yet approved only has its row changed.
 */
export function setPortAvailability(
  domain: Domain,
  id: number,
  change: { availability: 'operative' | 'inoperative'; reason: string },
): void {
  const record = portOrThrow(domain, id);
  const inoperative = change.availability === 'inoperative';
  const reason = change.reason.trim();
  if (inoperative && reason === '') {
    const message = translate(domain.locale, 'inoperativeReasonMissing');
    throw new InvalidInputError(message, [{ field: 'reason', message }]);
  }
  if (record.sessionId !== null) throw new BusinessError(ErrorCode.InvalidState, 'portBusy');
  const approved = record.chargerAuditStatus === AuditStatus.Approved;
  const online = approved && record.chargerStatus === ChargerStatus.Online;
  const status = inoperative ? PortStatus.Unavailable : online ? PortStatus.Available : null;
  const at = domain.clock.now();
  const { port } = record;
  const before = { id, chargerId: port.chargerId, stationId: port.stationId ?? 0, status: port.status };
  domain.db.transaction(() => {
    const day = writePortAvailability(domain.db, id, { status, inoperative, reason, at });
    if (approved && isConnected(record.chargerStatus))
      availabilitySent(domain, before, { operative: !inoperative, at });
    if (!approved || status === null || status === port.status) return;
    recordPortChange(domain, before, status, at);
    portStatusNotified(domain, before, status, at);
    announcePortStatus(domain, before, { to: status, at, powerKw: 0, day });
  });
  if (approved) domain.network.portChanged(id);
}

/**
 * The charger's unlock command: it reaches only an online charger, and a charging port refuses it. A car still
 * plugged in after charging is released, and its session ends as the operator's stop.
 */
export function unlockPort(domain: Domain, id: number, by: number): void {
  const record = portOrThrow(domain, id);
  if (record.chargerAuditStatus !== AuditStatus.Approved || !isConnected(record.chargerStatus)) {
    throw new BusinessError(ErrorCode.InvalidState, 'unlockOffline');
  }
  if (record.port.status === PortStatus.Charging) throw new BusinessError(ErrorCode.InvalidState, 'unlockCharging');
  unlockSent(domain, { id, chargerId: record.port.chargerId }, domain.clock.now());
  if (record.sessionId !== null) {
    stopSession(domain, record.sessionId, { by, reason: translate(domain.locale, 'unlockedReason'), force: false });
  }
}

/** The name operators know a port by, beside its code. */
export function renamePort(domain: Domain, id: number, aliasName: string): void {
  portOrThrow(domain, id);
  patchPort(domain.db, id, { aliasName: aliasName.trim(), updatedAt: domain.clock.now() });
}

/** The voltage band the port accepts; the lower limit stays below the upper. */
export function setPortVoltageLimits(domain: Domain, id: number, limits: { lower: number; upper: number }): void {
  if (limits.lower >= limits.upper) {
    const message = translate(domain.locale, 'voltageOrder');
    throw new InvalidInputError(message, [{ field: 'voltagelowerlimits', message }]);
  }
  portOrThrow(domain, id);
  patchPort(domain.db, id, { voltageLower: limits.lower, voltageUpper: limits.upper, updatedAt: domain.clock.now() });
}
