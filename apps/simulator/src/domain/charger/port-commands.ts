import { AuditStatus, PortStatus } from '@pcharging/api-client/enums';
import { ErrorCode } from '@pcharging/api-client/wire';
import { findPort, type PortRecord } from '../../data/charger/port-queries';
import { isConnected } from '../../lib/charger-states';
import { BusinessError, InvalidInputError, notFound } from '../../lib/errors';
import { translate } from '../../lib/messages';
import type { Domain } from '../domain';

function portOrThrow(domain: Domain, id: number): PortRecord {
  const record = findPort(domain.db, id);
  if (!record) throw notFound();
  return record;
}

/** Out of service with a reason, or back in service; never under a session in progress. */
export function setPortAvailability(
  domain: Domain,
  id: number,
  change: { availability: 'operative' | 'inoperative'; reason: string },
): void {
  portOrThrow(domain, id);
  const inoperative = change.availability === 'inoperative';
  const reason = change.reason.trim();
  if (inoperative && reason === '') {
    const message = translate(domain.locale, 'inoperativeReasonMissing');
    throw new InvalidInputError(message, [{ field: 'reason', message }]);
  }
  const outcome = domain.network.setPortAvailability(id, { inoperative, reason });
  if (outcome === 'busy') throw new BusinessError(ErrorCode.InvalidState, 'portBusy');
}

/**
 * The charger's unlock command: it reaches only an online charger, and a charging port refuses it. A car still
 * plugged in after charging is released, and its session ends as the operator's stop.
 */
export function unlockPort(domain: Domain, id: number, by: number): void {
  const record = portOrThrow(domain, id);
  if (record.pileAuditStatus !== AuditStatus.Approved || !isConnected(record.pileStatus)) {
    throw new BusinessError(ErrorCode.InvalidState, 'unlockOffline');
  }
  if (record.port.status === PortStatus.Charging) throw new BusinessError(ErrorCode.InvalidState, 'unlockCharging');
  if (record.sessionId !== null) {
    const reason = translate(domain.locale, 'unlockedReason');
    domain.network.stopSession(record.sessionId, { by, reason, force: false });
  }
}
