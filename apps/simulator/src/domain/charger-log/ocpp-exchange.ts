import { insertMessages, newMessageId } from '../../data/charger-log/message-writes';
import type { Domain } from '../domain';

export type OcppAction =
  | 'BootNotification'
  | 'Heartbeat'
  | 'StatusNotification'
  | 'MeterValues'
  | 'Authorize'
  | 'StartTransaction'
  | 'StopTransaction'
  | 'RemoteStartTransaction'
  | 'RemoteStopTransaction'
  | 'UnlockConnector'
  | 'ChangeAvailability'
  | 'Reset';

export type OcppPayload = { readonly [key: string]: unknown };

/** The answer to a CALL: its CALLRESULT's payload, or a CALLERROR. */
export type OcppAnswer = { result: OcppPayload } | { error: { code: string; description: string } };

/**
 * One exchange as OCPP-J frames it: a CALL by the charger or by the back office, and the other side's CALLRESULT or
 * CALLERROR under the same message id. The one recorder of the message log: the domain and the engine call it where
 * they act.
 */
export function recordExchange(
  domain: Domain,
  call: { chargerId: number; at: number; byCharger: boolean; action: OcppAction; payload: OcppPayload },
  answer: OcppAnswer,
): void {
  const { chargerId, at, byCharger, action } = call;
  const messageId = newMessageId(domain.db);
  const toCharger = byCharger ? 0 : 1;
  const answered =
    'result' in answer
      ? { messageType: 3 as const, payload: JSON.stringify(answer.result) }
      : {
          messageType: 4 as const,
          payload: JSON.stringify({
            errorCode: answer.error.code,
            errorDescription: answer.error.description,
            errorDetails: {},
          }),
        };
  insertMessages(domain.db, [
    { chargerId, at, toCharger, messageType: 2, action, messageId, payload: JSON.stringify(call.payload) },
    { chargerId, at, toCharger: byCharger ? 1 : 0, action, messageId, ...answered },
  ]);
}

/** OCPP's timestamps: ISO 8601 in UTC. */
export const ocppTime = (at: number): string => new Date(at).toISOString();

/** The charger says something and the back office takes it. */
export function chargerSends(domain: Domain, chargerId: number, at: number, action: OcppAction, payload: OcppPayload) {
  const result: OcppPayload =
    action === 'BootNotification'
      ? { status: 'Accepted', currentTime: ocppTime(at), interval: 300 }
      : action === 'Heartbeat'
        ? { currentTime: ocppTime(at) }
        : action === 'Authorize' || action === 'StopTransaction'
          ? { idTagInfo: { status: 'Accepted' } }
          : {};
  recordExchange(domain, { chargerId, at, byCharger: true, action, payload }, { result });
}

/** The back office commands the charger, which answers `status`. */
export function backOfficeSends(
  domain: Domain,
  chargerId: number,
  at: number,
  command: { action: OcppAction; payload: OcppPayload; status: string },
) {
  const { action, payload, status } = command;
  recordExchange(domain, { chargerId, at, byCharger: false, action, payload }, { result: { status } });
}
