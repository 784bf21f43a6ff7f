import { PortStatus } from '@pcharging/api-client/enums';
import { closeSession, insertSession, saveSessionProgress } from '../../data/session/session-writes';
import { type PortAt, setPortStatus } from '../charger/charger-status';
import { meterSampled, transactionStarted, transactionStopped } from '../charger-log/ocpp-messages';
import type { Domain } from '../domain';
import type { SessionUpdate } from '../events';
import { followStuckSession } from '../uptime/outages';
import { CHARGER_ENDED, type Driver, type Ending, type LiveSession } from './live-session';
import { billSession } from './session-billing';
import { energyAt, meterFrom, usageAt } from './session-meter';

function sessionFigures(port: PortAt, session: LiveSession, state: SessionUpdate['state']): SessionUpdate {
  return {
    sessionId: session.id,
    pileId: port.chargerId,
    portId: port.id,
    state,
    powerW: session.meter.powerW,
    energyWh: session.meter.energyWh,
    measuredAt: session.meter.measuredAt,
    chargeUntil: session.meter.chargeUntil,
    stalledSince: session.stalledSince,
    silentSince: session.silentSince,
    orderId: null,
  };
}

function onPort(port: PortAt, session: LiveSession) {
  const { id: sessionId, cardId, customerId } = session;
  return { sessionId, chargerId: port.chargerId, portId: port.id, cardId, customerId };
}

/**
 * Announces a session's live figures: a client computes its energy from them until the next update. A talking
 * charger reports its meter at each such change.
 */
export function announceSession(domain: Domain, port: PortAt, session: LiveSession, at: number): void {
  if (session.chargingFrom !== null && session.silentSince === null) {
    const { meter } = session;
    meterSampled(domain, onPort(port, session), { energyWh: energyAt(meter, at), powerW: meter.powerW, at });
  }
  const state =
    port.status === PortStatus.Preparing
      ? 'preparing'
      : port.status === PortStatus.Finishing
        ? 'finishing'
        : 'charging';
  domain.network.announce([
    { type: 'session.update', at, stationId: port.stationId, data: sessionFigures(port, session, state) },
  ]);
}

export function saveSessionMeter(domain: Domain, session: LiveSession): void {
  const { meter } = session;
  saveSessionProgress(domain.db, session.id, {
    chargingFrom: session.chargingFrom,
    powerW: meter.powerW,
    energyWh: meter.energyWh,
    measuredAt: meter.measuredAt,
    chargeUntil: meter.chargeUntil,
    stalledSince: session.stalledSince,
    steps: session.steps,
  });
}

/** Reads the meter at `at` and restarts it with `powerW` until `chargeUntil`; writes it. */
export function setSessionPower(
  domain: Domain,
  session: LiveSession,
  change: { at: number; powerW: number; chargeUntil: number | null },
): void {
  const { at, powerW, chargeUntil } = change;
  session.meter = meterFrom(session.meter, at, powerW, chargeUntil);
  const last = session.steps[session.steps.length - 1];
  if (!last || last[1] !== powerW) session.steps.push([at, powerW]);
  saveSessionMeter(domain, session);
}

/** A driver plugs in at `pluggedAt`: recorded as a session in progress, not charging yet. */
export function recordSession(domain: Domain, port: PortAt, driver: Driver, pluggedAt: number): LiveSession {
  const id = insertSession(domain.db, {
    stationId: port.stationId,
    chargerId: port.chargerId,
    portId: port.id,
    ...driver,
    startedAt: pluggedAt,
  });
  return {
    id,
    ...driver,
    pluggedAt,
    chargingFrom: null,
    meter: { powerW: 0, energyWh: 0, measuredAt: pluggedAt, chargeUntil: null },
    steps: [],
    stalledSince: null,
    silentSince: null,
  };
}

/** A driver plugs in on an available port: the session starts and the port is preparing. */
export function startSession(domain: Domain, port: PortAt, driver: Driver, at: number): LiveSession {
  const session = recordSession(domain, port, driver, at);
  transactionStarted(domain, onPort(port, session), at);
  setPortStatus(domain, port, { to: PortStatus.Preparing, at, powerKw: 0 });
  announceSession(domain, { ...port, status: PortStatus.Preparing }, session, at);
  return session;
}

/**
 * Energy stops flowing at `since` although the port still says charging: a stuck session, until someone acts. What
 * the meter counted after that moment (known only later) is taken back.
 */
export function stallSession(domain: Domain, port: PortAt, session: LiveSession, since: number): void {
  session.meter = { ...session.meter, energyWh: energyAt(session.meter, since), measuredAt: since };
  session.steps = session.steps.filter(([at]) => at < since);
  session.stalledSince = since;
  setSessionPower(domain, session, { at: since, powerW: 0, chargeUntil: null });
  announceSession(domain, port, session, since);
}

/** The car is full (or its charging stopped, a restart): no more energy flows, the car idles on the port. */
export function finishCharging(domain: Domain, port: PortAt, session: LiveSession, at: number): void {
  setSessionPower(domain, session, { at, powerW: 0, chargeUntil: at });
  setPortStatus(domain, port, { to: PortStatus.Finishing, at, powerKw: 0 });
  announceSession(domain, { ...port, status: PortStatus.Finishing }, session, at);
}

/**
 * The session ends: the car leaves, an operator stops it, or the charger drops it. What was charged becomes a paid
 * order priced by the station's template of the moment; a session that never charged leaves no order. The port is
 * available again. Returns the order's id.
 */
export function endSession(
  domain: Domain,
  port: PortAt,
  session: LiveSession,
  at: number,
  ending: Ending,
): number | null {
  const facts = {
    chargingFrom: session.chargingFrom,
    meter: session.meter,
    stalled: session.stalledSince !== null,
    silent: session.silentSince !== null,
  };
  const usage = usageAt(facts, at);
  const { energyWh } = usage;
  const billed = session.chargingFrom === null ? null : billSession(domain, port, session, usage, at, ending);
  const orderId = billed?.orderId ?? null;
  closeSession(domain.db, session.id, {
    endedAt: at,
    endKind: ending.kind,
    stoppedBy: ending.by,
    stopReason: ending.reason,
    orderId,
    energyWh,
  });
  transactionStopped(domain, onPort(port, session), { energyWh, at, kind: ending.kind });
  if (!billed) setPortStatus(domain, port, { to: PortStatus.Available, at, powerKw: 0 });
  followStuckSession(domain, port, { stalledSince: session.stalledSince, endedAt: at });
  const figures = sessionFigures(port, session, 'ended');
  domain.network.announce([
    {
      type: 'session.update',
      at,
      stationId: port.stationId,
      data: { ...figures, powerW: 0, energyWh, measuredAt: at, chargeUntil: null, orderId },
    },
  ]);
  return orderId;
}

/** Ends in the books a session left open on a port that is no longer in one. */
export function closeForgottenSession(domain: Domain, sessionId: number, at: number): void {
  closeSession(domain.db, sessionId, {
    endedAt: at,
    endKind: CHARGER_ENDED.kind,
    stoppedBy: null,
    stopReason: '',
    orderId: null,
    energyWh: 0,
  });
}
