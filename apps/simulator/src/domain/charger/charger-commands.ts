import { AuditStatus, ChargerStatus, PortStatus } from '@pcharging/api-client/enums';
import { ErrorCode } from '@pcharging/api-client/wire';
import type { ChargerRecord } from '../../data/charger/charger-queries';
import { patchCharger } from '../../data/charger/charger-writes';
import { runningSessionsOfCharger } from '../../data/session/running-sessions';
import { isConnected, RESTART_DURATION_MS } from '../../lib/charger-states';
import { BusinessError, InvalidInputError } from '../../lib/errors';
import { type MessageKey, translate } from '../../lib/messages';
import { resetSent } from '../charger-log/ocpp-messages';
import type { Domain } from '../domain';
import { CHARGER_ENDED } from '../session/live-session';
import { runningSessionOf } from '../session/running-session';
import { endSession, finishCharging } from '../session/session-lifecycle';
import { auditStateError } from './charger-edits';
import { chargerOrThrow } from './charger-record';
import { setChargerStatus } from './charger-status';

/** Commands reach only a live charger that is talking to the back office. */
function requireReachable(domain: Domain, record: ChargerRecord, offlineKey: MessageKey): void {
  const { charger } = record;
  if (charger.auditStatus !== AuditStatus.Approved) throw auditStateError(domain.locale, charger.auditStatus);
  if (charger.status === ChargerStatus.Restarting) throw new BusinessError(ErrorCode.InvalidState, 'chargerRestarting');
  if (!isConnected(charger.status)) throw new BusinessError(ErrorCode.InvalidState, offlineKey);
}

/**
 * A remote restart: the charger is `restarting` for RESTART_DURATION_MS. What runs on it stops: a car charging stops
 * and idles on its port, a stuck or waiting session ends. The running network takes the charger up again, and brings
 * it back when the time is up.
 */
export function restartCharger(domain: Domain, id: number): void {
  const record = chargerOrThrow(domain, id);
  requireReachable(domain, record, 'restartOffline');
  const { charger } = record;
  const at = domain.clock.now();
  domain.db.transaction(() => {
    resetSent(domain, id, at);
    for (const { port, session } of runningSessionsOfCharger(domain.db, id).map(runningSessionOf)) {
      const flowing = port.status === PortStatus.Charging && session.stalledSince === null;
      if (flowing) finishCharging(domain, port, session, at);
      else if (port.status !== PortStatus.Finishing) endSession(domain, port, session, at, CHARGER_ENDED);
    }
    const before = { id, stationId: charger.stationId ?? 0, status: charger.status };
    setChargerStatus(domain, before, { to: ChargerStatus.Restarting, at, restartUntil: at + RESTART_DURATION_MS });
  });
  domain.network.chargerChanged(id);
}

/** Card numbers are compared upper-case, as readers report them; each may appear once. */
function normalizedCards(domain: Domain, cards: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const card of cards.map((value) => value.toUpperCase())) {
    if (seen.has(card)) {
      const message = translate(domain.locale, 'duplicateCard', { card });
      throw new InvalidInputError(message, [{ field: 'white_list', message }]);
    }
    seen.add(card);
  }
  return [...seen];
}

/** The cards a charger accepts while offline; it must be online to receive the list. */
export function setChargerWhitelist(domain: Domain, id: number, cards: readonly string[]): void {
  const record = chargerOrThrow(domain, id);
  const whitelist = normalizedCards(domain, cards);
  requireReachable(domain, record, 'whitelistOffline');
  patchCharger(domain.db, id, { whiteList: JSON.stringify(whitelist), updatedAt: domain.clock.now() });
}
