import { sessionChargingSince, sessionLabels, sessionStop } from '../data/training/scenario-queries';
import { liveSessionOf } from '../domain/session/running-session';
import { stallSession } from '../domain/session/session-lifecycle';
import { numberDetail, type Scenario, ScenarioUnavailableError, scenarioTexts } from './scenario';
import { findingsOf, nothingDeleted } from './scenario-network';

const finding = findingsOf('stuck-session');

const STUCK_FOR_MS = 40 * 60_000;

export const stuckSession: Scenario = {
  ...scenarioTexts('stuck-session'),
  load(domain) {
    const stalledSince = domain.clock.now() - STUCK_FOR_MS;
    const session = sessionChargingSince(domain.db, stalledSince);
    if (!session) throw new ScenarioUnavailableError('no session has been charging for 40 minutes');
    const port = { id: session.port_id, chargerId: session.pile_id, stationId: session.station_id };
    stallSession(domain, { ...port, status: session.port_status }, liveSessionOf(session, null), stalledSince);
    return {
      sessionId: session.id,
      portCode: session.port_code,
      account: session.account,
      stationName: session.station_name,
    };
  },
  check(network, details) {
    const sessionId = numberDetail(details, 'sessionId');
    const session = sessionStop(network.db, sessionId);
    // Stopped at once when its charger answers; asked to stop (and stopping when it next does) otherwise.
    const stopRequested = session !== undefined && (session.status !== 1 || session.stop_requested_at !== null);
    const reason = stopRequested ? (session?.stop_reason ?? '').trim() : '';
    const otherStops = network
      .operationsSince(['stopSession'])
      .filter((operation) => operation.succeeded && Number(operation.params.id) !== sessionId)
      .map((operation) => Number(operation.params.id));
    // The trainer has to tell the driver whose charge was cut: the finding names each port and account.
    const harmed = sessionLabels(network.db, [...new Set(otherStops)]);
    return [
      finding('session-stopped', stopRequested),
      finding('reason-given', reason.length > 0),
      finding('no-other-session-stopped', harmed.length === 0, { count: harmed.length, sessions: harmed.join(', ') }),
      nothingDeleted(network),
    ];
  },
};
