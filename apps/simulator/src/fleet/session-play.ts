import { ChargerStatus, ChargerType, PortStatus } from '@pcharging/api-client/enums';
import { drawStartMode, plannedChargingMinutes, sessionPowerW } from '@pcharging/seeds';
import { activeCardOf } from '../data/rfid/active-card';
import { sessionLimit } from '../data/session/remote-start-facts';
import { stationLoadLimitW } from '../data/station/station-pricing';
import { setPortStatus } from '../domain/charger/charger-status';
import { CHARGER_ENDED, type Driver, type Ending, type LiveSession } from '../domain/session/live-session';
import {
  announceSession,
  endSession as endSessionInBooks,
  finishCharging as finishChargingInBooks,
  recordSession,
  saveSessionMeter,
  setSessionPower,
  stallSession as stallSessionInBooks,
  startSession as startSessionInBooks,
} from '../domain/session/session-lifecycle';
import { chargingMsWithinLimit, hasLimit } from '../domain/session/session-limit';
import { meterFrom } from '../domain/session/session-meter';
import { chargerOf, type Fleet, movePort, schedule } from './fleet-context';
import { MAX_POWER_RETRIES, MIN_SESSION_POWER_W, MINUTE_MS, SECOND_MS } from './fleet-rates';
import type { PortState, Session } from './fleet-state';

const HOUR_MS = 60 * MINUTE_MS;

/** What the engine adds to a session the domain recorded: power sharing, silence and retries. */
export function runningSession(live: LiveSession): Session {
  return { ...live, powerW: 0, drawW: 0, remainingMs: 0, retries: 0, stop: null };
}

/** A port takes a new session when it is available and its charger online. */
export function portIdle(fleet: Fleet, port: PortState): boolean {
  return port.status === PortStatus.Available && chargerOf(fleet, port)?.status === ChargerStatus.Online;
}

/** Sets a port's status as the engine makes it change: written, announced, counted. */
export function changePort(fleet: Fleet, port: PortState, status: number, at: number): void {
  const powerKw = status === PortStatus.Charging && port.session ? port.session.powerW / 1000 : 0;
  setPortStatus(fleet.domain, port, { to: status, at, powerKw });
  movePort(fleet, port, status);
}

/** What a car may draw at its station: all it wants, or what the load-balancing limit leaves. */
export function allowedPowerW(fleet: Fleet, port: PortState, wantedW: number): number {
  const station = fleet.state.stations.get(port.stationId);
  const limitW = stationLoadLimitW(fleet.domain.db, port.stationId);
  if (limitW <= 0 || !station) return wantedW;
  return Math.max(0, Math.min(wantedW, limitW - station.drawW));
}

/** Adds the session's power to its station's draw (load balancing shares what is left). */
export function draw(fleet: Fleet, port: PortState, session: Session, powerW: number): void {
  const station = fleet.state.stations.get(port.stationId);
  if (station) station.drawW += powerW;
  session.drawW = powerW;
}

export function releasePower(fleet: Fleet, port: PortState): void {
  const station = fleet.state.stations.get(port.stationId);
  const session = port.session;
  if (!session) return;
  if (station) station.drawW -= session.drawW;
  session.drawW = 0;
}

/** Who plugs in: a customer drawn at random, paying by their card or another way. */
function drawDriver(fleet: Fleet): Driver {
  const customerId = fleet.random.int(1, fleet.state.customerCount);
  const card = activeCardOf(fleet.domain.db, customerId);
  const startMode = drawStartMode(fleet.random, card !== null);
  return { customerId, cardId: startMode === 2 ? card : null, startMode };
}

export function startSession(fleet: Fleet, port: PortState | undefined, at: number): void {
  if (!port || !portIdle(fleet, port) || fleet.state.customerCount === 0) return;
  const driver = drawDriver(fleet);
  const session = runningSession(startSessionInBooks(fleet.domain, port, driver, at));
  movePort(fleet, port, PortStatus.Preparing);
  port.session = session;
  schedule(fleet, at + fleet.random.int(20, 90) * SECOND_MS, 'charge', port);
}

/** A port found mid-session with no row: a session is recorded for it, under way for a while already. */
export function recordUnrecordedSession(fleet: Fleet, port: PortState, now: number): Session {
  const { random } = fleet;
  const pluggedAt = now - random.int(1, 60) * MINUTE_MS - random.int(0, 59) * SECOND_MS;
  const session = runningSession(recordSession(fleet.domain, port, drawDriver(fleet), pluggedAt));
  if (port.status === PortStatus.Preparing) return session;
  const powerW = sessionPowerW(random, port.powerKw);
  const chargingFrom = pluggedAt + MINUTE_MS;
  session.chargingFrom = chargingFrom;
  session.powerW = powerW;
  session.steps.push([chargingFrom, powerW]);
  if (port.status === PortStatus.Charging) {
    const chargeUntil = now + random.int(5, 90) * MINUTE_MS;
    session.meter = { powerW, energyWh: 0, measuredAt: chargingFrom, chargeUntil };
  } else {
    const fullAt = now - random.int(1, 15) * MINUTE_MS;
    const flowing = { powerW, energyWh: 0, measuredAt: chargingFrom, chargeUntil: null };
    session.meter = meterFrom(flowing, fullAt, 0, fullAt);
    session.steps.push([fullAt, 0]);
  }
  saveSessionMeter(fleet.domain, session);
  return session;
}

/** Power is shared: a session gets what the charger gives, capped by what the station's limit leaves. */
export function beginCharging(fleet: Fleet, port: PortState, at: number): void {
  const { random } = fleet;
  const session = port.session;
  if (!session || !fleet.state.stations.has(port.stationId)) return;
  const charger = chargerOf(fleet, port);
  const dc = charger?.type === ChargerType.DC;
  const powerW = allowedPowerW(fleet, port, sessionPowerW(random, port.powerKw));
  if (powerW < MIN_SESSION_POWER_W) {
    session.retries += 1;
    if (session.retries > MAX_POWER_RETRIES) endSession(fleet, port, at, CHARGER_ENDED);
    else schedule(fleet, at + MINUTE_MS, 'charge', port);
    return;
  }
  const batteryKwh = dc ? random.float(20, 75) : random.float(8, 45);
  const plannedMinutes = plannedChargingMinutes(random, charger?.type ?? ChargerType.AC);
  const fullAfterMinutes = Math.ceil((batteryKwh * 60 * 1000) / powerW);
  const plannedMs = Math.max(1, Math.min(plannedMinutes, fullAfterMinutes)) * MINUTE_MS;
  const chargingMs = chargingMsWithinLimit(fleet.domain, { port, sessionId: session.id, at, powerW, plannedMs });
  const chargingMinutes = Math.ceil(chargingMs / MINUTE_MS);
  session.chargingFrom = at;
  session.powerW = powerW;
  draw(fleet, port, session, powerW);
  setSessionPower(fleet.domain, session, { at, powerW, chargeUntil: at + chargingMs });
  changePort(fleet, port, PortStatus.Charging, at);
  announceSession(fleet.domain, port, session, at);
  schedule(fleet, at + chargingMs, 'finish', port);
  if (chargingMinutes > 2 && random.chance(fleet.rates.stallShare)) {
    schedule(fleet, at + random.int(1, chargingMinutes - 1) * MINUTE_MS, 'stall', port);
  }
}

/** A session gets stuck: it holds no more power, and the driver comes back for the car hours later. */
export function stallSession(fleet: Fleet, port: PortState, at: number): void {
  const session = port.session;
  if (!session || port.status !== PortStatus.Charging || session.stalledSince !== null) return;
  releasePower(fleet, port);
  stallSessionInBooks(fleet.domain, port, session, at);
  port.version += 1;
  schedule(fleet, at + fleet.random.int(4, 12) * HOUR_MS, 'leave', port);
}

/** How long a car stays plugged in once full: most leave at once, some idle for a while. */
function idleMinutes({ random }: Fleet): number {
  return random.weighted([
    [0, 5],
    [random.int(1, 14), 6],
    [random.int(15, 30), 3],
    [random.int(31, 90), 1],
  ]);
}

export function finishCharging(fleet: Fleet, port: PortState, at: number): void {
  const session = port.session;
  if (!session || session.stalledSince !== null) return;
  // A remote start's limit ends the transaction where it is reached: nothing more accrues, idle minutes included.
  if (hasLimit(sessionLimit(fleet.domain.db, session.id))) {
    endSession(fleet, port, at, CHARGER_ENDED);
    return;
  }
  releasePower(fleet, port);
  const idle = idleMinutes(fleet);
  finishChargingInBooks(fleet.domain, port, session, at);
  movePort(fleet, port, PortStatus.Finishing);
  schedule(fleet, at + Math.max(idle * MINUTE_MS, 5 * SECOND_MS), 'leave', port);
}

/** The session ends as the domain ends every session; the engine lets its power and its port go. */
export function endSession(fleet: Fleet, port: PortState, at: number, ending: Ending): void {
  const session = port.session;
  if (!session) return;
  releasePower(fleet, port);
  port.session = null;
  endSessionInBooks(fleet.domain, port, session, at, ending);
  movePort(fleet, port, PortStatus.Available);
}

/** The charger went silent: its sessions keep their last known energy, and nothing scheduled for them runs. */
export function silence(fleet: Fleet, port: PortState, session: Session, at: number): void {
  const flowing = port.status === PortStatus.Charging && session.stalledSince === null;
  session.remainingMs = flowing && session.meter.chargeUntil !== null ? Math.max(0, session.meter.chargeUntil - at) : 0;
  session.silentSince = at;
  releasePower(fleet, port);
  if (session.meter.powerW > 0) setSessionPower(fleet.domain, session, { at, powerW: 0, chargeUntil: null });
  else saveSessionMeter(fleet.domain, session);
  port.version += 1;
}

/** Schedules what comes next for a session on a charger that talks: charge, finish or leave. */
export function playOn(fleet: Fleet, port: PortState, session: Session, now: number): void {
  const { meter } = session;
  const { random } = fleet;
  if (port.status === PortStatus.Preparing || session.chargingFrom === null) {
    schedule(fleet, now + random.int(1, 30) * SECOND_MS, 'charge', port);
  } else if (port.status === PortStatus.Charging && session.stalledSince !== null) {
    schedule(fleet, Math.max(now + MINUTE_MS, session.stalledSince + random.int(4, 12) * HOUR_MS), 'leave', port);
  } else if (port.status === PortStatus.Charging) {
    if (meter.powerW > 0) {
      const allowed = allowedPowerW(fleet, port, meter.powerW);
      if (allowed !== meter.powerW)
        setSessionPower(fleet.domain, session, { at: now, powerW: allowed, chargeUntil: meter.chargeUntil });
      draw(fleet, port, session, allowed);
    }
    const until = meter.chargeUntil ?? now + random.int(5, 60) * MINUTE_MS;
    // Sessions taken up together would otherwise finish on the same tick; seconds spread them.
    schedule(fleet, Math.max(until, now + random.int(1, 59) * SECOND_MS), 'finish', port);
  } else {
    schedule(fleet, now + random.int(1, 15) * MINUTE_MS + random.int(0, 59) * SECOND_MS, 'leave', port);
  }
}

/** The charger talks again: a stop that waited is carried out, the rest take up where they were. */
export function resume(fleet: Fleet, port: PortState, session: Session, at: number): void {
  if (session.stop) {
    const { by, reason } = session.stop;
    endSession(fleet, port, at, { kind: 'remote', by, reason });
    return;
  }
  session.silentSince = null;
  if (port.status === PortStatus.Charging && session.stalledSince === null && session.remainingMs > 0) {
    const powerW = allowedPowerW(fleet, port, session.powerW);
    draw(fleet, port, session, powerW);
    setSessionPower(fleet.domain, session, { at, powerW, chargeUntil: at + session.remainingMs });
    schedule(fleet, at + session.remainingMs, 'finish', port);
  } else {
    saveSessionMeter(fleet.domain, session);
    if (port.status === PortStatus.Charging && session.stalledSince === null) finishCharging(fleet, port, at);
    else playOn(fleet, port, session, at);
  }
  announceSession(fleet.domain, port, session, at);
}
