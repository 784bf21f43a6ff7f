import { ErrorCode } from '@pcharging/api-client/wire';
import { runningSession } from '../../data/session/running-sessions';
import { requestSessionStop } from '../../data/session/session-writes';
import { BusinessError } from '../../lib/errors';
import type { Domain } from '../domain';
import { runningSessionOf } from './running-session';
import { endSession } from './session-lifecycle';

/** What became of an operator's stop: done, waiting for the charger, or closed in the books. */
export type StopSessionOutcome = 'stopped' | 'queued' | 'closed';

/**
 * An operator's remote stop. A charger that answers ends the session now, as the car leaving would (an order priced by
 * the template); a silent one keeps the stop until it is back, unless `force` closes the session in the books at its
 * last known energy. A session that has already ended, or was never one, is refused with 1009.
 */
export function stopSession(
  domain: Domain,
  sessionId: number,
  request: { by: number; reason: string; force: boolean },
): StopSessionOutcome {
  const row = runningSession(domain.db, sessionId);
  if (!row) throw new BusinessError(ErrorCode.InvalidState, 'sessionNotRunning');
  const { port, session, reachable } = runningSessionOf(row);
  const at = domain.clock.now();
  const reason = request.reason.trim();
  const outcome: StopSessionOutcome = reachable ? 'stopped' : request.force ? 'closed' : 'queued';
  domain.db.transaction(() => {
    if (outcome === 'queued') requestSessionStop(domain.db, session.id, { at, by: request.by, reason });
    else
      endSession(domain, port, session, at, {
        kind: outcome === 'stopped' ? 'remote' : 'forced',
        by: request.by,
        reason,
      });
  });
  domain.network.portChanged(port.id);
  return outcome;
}
