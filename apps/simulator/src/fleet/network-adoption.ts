import { ChargerStatus, PortStatus } from '@pcharging/api-client/enums';
import { unrepairedAlarms } from '../data/alarm/unrepaired-alarms';
import {
  approvedCharger,
  type OpenSessionRow,
  openSessionOfPort,
  openSessions,
  openSessionsOfCharger,
  type PortRow,
  portRow,
  portsOfCharger,
} from '../data/fleet/network-rows';
import { OFFLINE_ALARM } from '../domain/alarm/alarm-kinds';
import { recordAlarmRepair } from '../domain/alarm/alarm-records';
import { liveSessionOf } from '../domain/session/running-session';
import { closeForgottenSession } from '../domain/session/session-lifecycle';
import { isConnected } from '../lib/charger-states';
import { RECOVERED } from './charger-happenings';
import { type Fleet, moveCharger, movePort } from './fleet-context';
import type { ChargerState, PortState, Session } from './fleet-state';
import { endSession, playOn, recordUnrecordedSession, releasePower, runningSession, silence } from './session-play';

const SESSION_STATUSES: readonly number[] = [PortStatus.Preparing, PortStatus.Charging, PortStatus.Finishing];

/**
 * The session a port's row says it runs, as the engine runs it. Taken up again after a change, it keeps what only
 * the engine knew of it (since when its charger is silent, the charging it still had to do).
 */
function sessionFrom(row: OpenSessionRow, before: Session | null): Session {
  const kept = before?.id === row.id ? before : null;
  const session = runningSession(liveSessionOf(row, kept?.silentSince ?? null));
  const steps = session.steps;
  session.powerW = row.power_w > 0 ? row.power_w : (kept?.powerW ?? steps.find((step) => step[1] > 0)?.[1] ?? 0);
  session.remainingMs = kept?.remainingMs ?? 0;
  session.retries = kept?.retries ?? 0;
  session.stop =
    row.stop_requested_at === null || row.stopped_by === null
      ? null
      : { by: row.stopped_by, reason: row.stop_reason, at: row.stop_requested_at };
  return session;
}

/**
 * Takes up the session a port is in: from its row when it has one, or a new one for a port found mid-session
 * without (set so by hand or by a scenario). A row on a port no longer in a session is closed.
 */
function takeUpSession(
  fleet: Fleet,
  port: PortState,
  charger: ChargerState,
  row: OpenSessionRow | undefined,
  now: number,
  before: Session | null = null,
): void {
  if (!SESSION_STATUSES.includes(port.status)) {
    if (row) closeForgottenSession(fleet.domain, row.id, now);
    return;
  }
  if (!row && fleet.state.customerCount === 0) return;
  const session = row ? sessionFrom(row, before) : recordUnrecordedSession(fleet, port, now);
  port.session = session;
  // Sessions at stations not in operation are held as they are: nothing simulates them.
  if (!charger.live) return;
  if (charger.status !== ChargerStatus.Online) {
    if (session.silentSince === null) silence(fleet, port, session, now);
    return;
  }
  if (session.stop) {
    const { by, reason } = session.stop;
    endSession(fleet, port, now, { kind: 'remote', by, reason });
    return;
  }
  playOn(fleet, port, session, now);
}

function commandRestartEnd(fleet: Fleet, charger: ChargerState): void {
  if (charger.status !== ChargerStatus.Restarting || charger.restartUntil === null) return;
  fleet.commands.push(charger.restartUntil, { kind: 'restartEnds', charger, version: charger.version });
}

/**
 * A lost-connection alarm left unrepaired: a charger that talks has recovered, and one still silent repairs it when it
 * is back, as if the engine had raised it.
 */
function adoptLostConnections(fleet: Fleet, now: number): void {
  for (const alarm of unrepairedAlarms(fleet.domain.db)) {
    const charger = fleet.state.chargers.get(alarm.chargerId);
    if (!charger?.live || alarm.portId !== null || alarm.code !== OFFLINE_ALARM.code) continue;
    if (isConnected(charger.status)) recordAlarmRepair(fleet.domain, alarm.id, { by: null, at: now, note: RECOVERED });
    else charger.openAlarmId = alarm.id;
  }
}

/**
 * Takes up, once the network is read, the sessions its ports are in and the restarts under way. Sessions whose port
 * is no longer in one (a charger moved or taken out while they ran) ended there.
 */
export function adoptNetwork(fleet: Fleet, now: number): void {
  adoptLostConnections(fleet, now);
  const rows = new Map(openSessions(fleet.domain.db).map((row) => [row.port_id, row]));
  for (const charger of fleet.state.chargers.values()) {
    commandRestartEnd(fleet, charger);
    for (const port of charger.ports) {
      takeUpSession(fleet, port, charger, rows.get(port.id), now);
      rows.delete(port.id);
    }
  }
  for (const row of rows.values()) closeForgottenSession(fleet.domain, row.id, now);
}

/** Takes a port up again from its rows, as it is now; what was scheduled for it no longer applies. */
function retakePort(
  fleet: Fleet,
  port: PortState,
  charger: ChargerState,
  row: PortRow | undefined,
  session: OpenSessionRow | undefined,
  now: number,
): void {
  const before = port.session;
  releasePower(fleet, port);
  port.session = null;
  if (row) {
    movePort(fleet, port, row.status);
    port.inoperative = row.inoperative_since !== null;
  }
  takeUpSession(fleet, port, charger, session, now, before);
}

/** Takes a charger and its ports up again after an operator changed them; false when it is no longer the engine's. */
export function adoptCharger(fleet: Fleet, chargerId: number, now: number): boolean {
  const charger = fleet.state.chargers.get(chargerId);
  const row = approvedCharger(fleet.domain.db, chargerId);
  if (!charger || !row || (row.station_operating === 1) !== charger.live) return false;
  moveCharger(fleet, charger, row.status);
  charger.restartUntil = row.restart_until;
  commandRestartEnd(fleet, charger);
  const { db } = fleet.domain;
  const ports = new Map(portsOfCharger(db, chargerId).map((port) => [port.id, port]));
  const sessions = new Map(openSessionsOfCharger(db, chargerId).map((session) => [session.port_id, session]));
  for (const port of charger.ports) retakePort(fleet, port, charger, ports.get(port.id), sessions.get(port.id), now);
  return true;
}

/** Takes one port up again after an operator changed it (a stop, out of service and back). */
export function adoptPort(fleet: Fleet, portId: number, now: number): void {
  const port = fleet.state.ports.get(portId);
  const charger = port && fleet.state.chargers.get(port.chargerId);
  if (!port || !charger) return;
  const { db } = fleet.domain;
  retakePort(fleet, port, charger, portRow(db, portId), openSessionOfPort(db, portId), now);
}
