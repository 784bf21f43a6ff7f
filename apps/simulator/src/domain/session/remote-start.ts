import { AccountStatus, AuditStatus, ChargerStatus, PortStatus, StationStatus } from '@pcharging/api-client/enums';
import { ErrorCode } from '@pcharging/api-client/wire';
import {
  type SessionLimit,
  type StartPortFacts,
  setSessionLimit,
  startDriverFacts,
  startPortFacts,
} from '../../data/session/remote-start-facts';
import { BusinessError, notFound } from '../../lib/errors';
import type { MessageKey } from '../../lib/messages';
import { moneyText } from '../../lib/money';
import { remoteStartSent } from '../charger-log/ocpp-messages';
import type { Domain } from '../domain';
import { startSession } from './session-lifecycle';

/** The order_start_mode of a session the back office started. */
export const REMOTE_START_MODE = 3;

const portRefusal = (key: MessageKey) => new BusinessError(ErrorCode.PortUnavailable, key);

/** Why the charger cannot start a session on the port now; null when it can. */
function portRefusalKey(port: StartPortFacts): MessageKey | null {
  if (port.chargerAudit !== AuditStatus.Approved || port.stationStatus !== StationStatus.Operating)
    return 'remoteStartNotInService';
  if (port.chargerStatus === ChargerStatus.Offline) return 'remoteStartChargerOffline';
  if (port.chargerStatus === ChargerStatus.Restarting) return 'remoteStartChargerRestarting';
  if (port.sessionId !== null || port.status === PortStatus.Charging || port.status === PortStatus.Finishing)
    return 'remoteStartPortInUse';
  if (port.status === PortStatus.Preparing) return 'remoteStartPortInUse';
  if (port.status === PortStatus.Faulted || port.chargerStatus === ChargerStatus.Fault) return 'remoteStartPortFaulted';
  if (port.inoperative || port.status === PortStatus.Unavailable) return 'remoteStartPortOutOfService';
  return null;
}

export interface RemoteStart {
  portId: number;
  customerId: number;
  limit: SessionLimit;
}

/**
 * The back office's RemoteStartTransaction for a customer's card. The driver is checked first (an active card, an
 * account that may charge, a balance at the station's pre-authorization amount), then the charger answers: a silent
 * one cannot be asked; one whose port cannot start a session rejects it. Accepted, the session starts as a driver's
 * would, with its limit kept for the engine. Returns the session's id.
 */
export function startSessionRemotely(domain: Domain, start: RemoteStart): number {
  const port = startPortFacts(domain.db, start.portId);
  const driver = startDriverFacts(domain.db, start.customerId);
  if (!port || !driver) throw notFound();
  if (driver.status !== AccountStatus.Enabled)
    throw new BusinessError(ErrorCode.DriverNotAuthorized, 'remoteStartAccountDisabled');
  if (driver.activeCardId === null || driver.activeCardNo === null) {
    const key = driver.blockedCards > 0 ? 'remoteStartCardBlocked' : 'remoteStartNoCard';
    throw new BusinessError(ErrorCode.DriverNotAuthorized, key);
  }
  if (driver.balanceCents < port.minAmountCents) {
    throw new BusinessError(ErrorCode.BalanceBelowMinimum, 'remoteStartBalanceTooLow', {
      balance: moneyText(driver.balanceCents, domain.locale, domain.currency),
      minimum: moneyText(port.minAmountCents, domain.locale, domain.currency),
    });
  }
  const refusal = portRefusalKey(port);
  const at = domain.clock.now();
  const sent = { chargerId: port.chargerId, portId: port.id, idTag: driver.activeCardNo, at };
  const talking = port.chargerStatus === ChargerStatus.Online || port.chargerStatus === ChargerStatus.Fault;
  if (refusal !== null) {
    if (talking && port.chargerAudit === AuditStatus.Approved) remoteStartSent(domain, sent, 'Rejected');
    throw portRefusal(refusal);
  }
  const cardId = driver.activeCardId;
  const sessionId = domain.db.transaction(() => {
    remoteStartSent(domain, sent, 'Accepted');
    const place = { id: port.id, chargerId: port.chargerId, stationId: port.stationId, status: port.status };
    const session = startSession(domain, place, { customerId: driver.id, cardId, startMode: REMOTE_START_MODE }, at);
    setSessionLimit(domain.db, session.id, start.limit);
    return session.id;
  });
  domain.network.portChanged(port.id);
  return sessionId;
}
