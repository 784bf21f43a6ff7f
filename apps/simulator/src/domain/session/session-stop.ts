import { ErrorCode } from '@pcharging/api-client/wire';
import { BusinessError } from '../../lib/errors';
import type { Domain } from '../domain';

export type StopSessionOutcome = 'stopped' | 'queued' | 'closed';

/**
 * An operator's remote stop, carried out by the living network (which bills the session as it ends). A session
 * that has already ended, or was never one, is refused with 1009.
 */
export function stopSession(
  domain: Domain,
  sessionId: number,
  request: { by: number; reason: string; force: boolean },
): StopSessionOutcome {
  const outcome = domain.network.stopSession(sessionId, { ...request, reason: request.reason.trim() });
  if (outcome === 'notRunning') throw new BusinessError(ErrorCode.InvalidState, 'sessionNotRunning');
  return outcome;
}
