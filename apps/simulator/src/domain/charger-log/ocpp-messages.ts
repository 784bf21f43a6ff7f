import { ChargerStatus, PortStatus } from '@pcharging/api-client/enums';
import { cardNumber, chargerIdentity, connectorOf } from '../../data/charger-log/ocpp-facts';
import type { OrderEndKind } from '../../lib/order-end-kind';
import type { Domain } from '../domain';
import { backOfficeSends, chargerSends, ocppTime } from './ocpp-exchange';

const PORT_STATUS_NAMES: Readonly<Record<number, string>> = {
  [PortStatus.Unavailable]: 'Unavailable',
  [PortStatus.Available]: 'Available',
  [PortStatus.Preparing]: 'Preparing',
  [PortStatus.Charging]: 'Charging',
  [PortStatus.Finishing]: 'Finishing',
  [PortStatus.Faulted]: 'Faulted',
};

/** How a session's end reads in StopTransaction's `reason`. */
const STOP_REASONS: Readonly<Record<OrderEndKind, string>> = {
  car: 'EVDisconnected',
  remote: 'Remote',
  charger: 'Other',
  forced: 'Other',
};

export interface SessionOnPort {
  sessionId: number;
  chargerId: number;
  portId: number;
  cardId: number | null;
  customerId: number;
}

/** The idTag a session started with: its card, or the customer's account for a start without one. */
function idTagOf(domain: Domain, session: SessionOnPort): string {
  return (session.cardId === null ? undefined : cardNumber(domain.db, session.cardId)) ?? `C${session.customerId}`;
}

function statusPayload(connectorId: number, status: string, at: number) {
  const errorCode = status === 'Faulted' ? 'OtherError' : 'NoError';
  return { connectorId, errorCode, status, timestamp: ocppTime(at) };
}

/** A port's status as its charger reports it. */
export function portStatusNotified(domain: Domain, port: { id: number; chargerId: number }, to: number, at: number) {
  const status = PORT_STATUS_NAMES[to];
  if (!status) return;
  const payload = statusPayload(connectorOf(domain.db, port.id), status, at);
  chargerSends(domain, port.chargerId, at, 'StatusNotification', payload);
}

/**
 * What a charger says of its own status change: a charger that comes back boots (BootNotification, then its
 * connector 0's status), one in or out of fault reports connector 0; a silent or restarting one says nothing.
 */
export function chargerStatusNotified(
  domain: Domain,
  chargerId: number,
  change: { from: number; to: number; at: number },
) {
  const { from, to, at } = change;
  const talking = to === ChargerStatus.Online || to === ChargerStatus.Fault;
  if (!talking) return;
  if (from === ChargerStatus.Offline || from === ChargerStatus.Restarting) {
    const identity = chargerIdentity(domain.db, chargerId);
    chargerSends(domain, chargerId, at, 'BootNotification', {
      chargePointVendor: identity?.vendor || 'Unknown',
      chargePointModel: identity?.model || 'Unknown',
      chargePointSerialNumber: identity?.serial ?? '',
      firmwareVersion: '1.6.0',
    });
  }
  const status = to === ChargerStatus.Fault ? 'Faulted' : 'Available';
  chargerSends(domain, chargerId, at, 'StatusNotification', statusPayload(0, status, at));
}

/** A driver's start: the card authorized (when one is used), then the transaction started. */
export function transactionStarted(domain: Domain, session: SessionOnPort, at: number) {
  const idTag = idTagOf(domain, session);
  if (session.cardId !== null) chargerSends(domain, session.chargerId, at, 'Authorize', { idTag });
  const connectorId = connectorOf(domain.db, session.portId);
  const payload = { connectorId, idTag, meterStart: 0, timestamp: ocppTime(at) };
  chargerSends(domain, session.chargerId, at, 'StartTransaction', payload);
}

/** The meter as the charger samples it: energy so far (Wh) and power now (W). */
export function meterSampled(
  domain: Domain,
  session: SessionOnPort,
  meter: { energyWh: number; powerW: number; at: number },
) {
  const { energyWh, powerW, at } = meter;
  const sampledValue = [
    { value: String(Math.round(energyWh)), measurand: 'Energy.Active.Import.Register', unit: 'Wh' },
    { value: String(Math.round(powerW)), measurand: 'Power.Active.Import', unit: 'W' },
  ];
  chargerSends(domain, session.chargerId, at, 'MeterValues', {
    connectorId: connectorOf(domain.db, session.portId),
    transactionId: session.sessionId,
    meterValue: [{ timestamp: ocppTime(at), sampledValue }],
  });
}

/**
 * The transaction's end as the charger reports it, after the back office's RemoteStopTransaction for an operator's
 * stop. A session closed in the books while its charger is silent exchanges nothing.
 */
export function transactionStopped(
  domain: Domain,
  session: SessionOnPort,
  end: { energyWh: number; at: number; kind: OrderEndKind },
) {
  const { energyWh, at, kind } = end;
  if (kind === 'forced') return;
  if (kind === 'remote') {
    const payload = { transactionId: session.sessionId };
    backOfficeSends(domain, session.chargerId, at, { action: 'RemoteStopTransaction', payload, status: 'Accepted' });
  }
  chargerSends(domain, session.chargerId, at, 'StopTransaction', {
    transactionId: session.sessionId,
    idTag: idTagOf(domain, session),
    meterStop: Math.round(energyWh),
    timestamp: ocppTime(at),
    reason: STOP_REASONS[kind],
  });
}

/** The back office's RemoteStartTransaction for a customer's card, and the charger's answer. */
export function remoteStartSent(
  domain: Domain,
  start: { chargerId: number; portId: number; idTag: string; at: number },
  status: 'Accepted' | 'Rejected',
) {
  const { chargerId, portId, idTag, at } = start;
  const payload = { connectorId: connectorOf(domain.db, portId), idTag };
  backOfficeSends(domain, chargerId, at, { action: 'RemoteStartTransaction', payload, status });
}

/** A remote restart: the back office's Reset, accepted by a charger that talks. */
export function resetSent(domain: Domain, chargerId: number, at: number) {
  backOfficeSends(domain, chargerId, at, { action: 'Reset', payload: { type: 'Soft' }, status: 'Accepted' });
}

export function unlockSent(domain: Domain, port: { id: number; chargerId: number }, at: number) {
  const payload = { connectorId: connectorOf(domain.db, port.id) };
  backOfficeSends(domain, port.chargerId, at, { action: 'UnlockConnector', payload, status: 'Unlocked' });
}

export function availabilitySent(
  domain: Domain,
  port: { id: number; chargerId: number },
  change: { operative: boolean; at: number },
) {
  const payload = {
    connectorId: connectorOf(domain.db, port.id),
    type: change.operative ? 'Operative' : 'Inoperative',
  };
  backOfficeSends(domain, port.chargerId, change.at, { action: 'ChangeAvailability', payload, status: 'Accepted' });
}
