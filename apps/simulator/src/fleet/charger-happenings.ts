import { ChargerStatus, PortStatus } from '@pcharging/api-client/enums';
import { OFFLINE_ALARM, PORT_FAULTS } from '../domain/alarm/alarm-kinds';
import { raiseAlarm, recordAlarmRepair } from '../domain/alarm/alarm-records';
import { reportClearedFaults } from '../domain/alarm/repaired-faults';
import { setChargerStatus } from '../domain/charger/charger-status';
import { announceSession } from '../domain/session/session-lifecycle';
import { chargerOf, type Fleet, moveCharger, movePort, pickFrom, schedule } from './fleet-context';
import { DAY_SECONDS, MINUTE_MS } from './fleet-rates';
import type { ChargerState, FleetState, PortState } from './fleet-state';
import { changePort, portIdle, resume, silence, startSession } from './session-play';

/** What a charger that comes back by itself writes on the alarm it raised. */
export const RECOVERED = 'Recovered on its own; checked remotely';

/** Sets a charger's status as the engine makes it change: written, announced, counted. */
export function changeCharger(fleet: Fleet, charger: ChargerState, status: number, at: number): void {
  setChargerStatus(fleet.domain, charger, { to: status, at, restartUntil: charger.restartUntil });
  moveCharger(fleet, charger, status);
}

/** The happenings of one simulated second, drawn as Poisson counts for the whole network. */
export function drawHappenings(fleet: Fleet, state: FleetState, at: number): void {
  const { random, rates } = fleet;
  const { livePorts, liveChargers } = state;
  const perSecond = (perDay: number, units: number) => (perDay * units) / DAY_SECONDS;
  const starts = random.poisson(perSecond(rates.sessionsPerPortDay, livePorts.length));
  for (let n = 0; n < starts; n += 1) startSession(fleet, pickFrom(fleet, livePorts), at);
  const outages = random.poisson(perSecond(rates.chargerOutagesPerChargerDay, liveChargers.length));
  for (let n = 0; n < outages; n += 1) takeChargerOffline(fleet, pickFrom(fleet, liveChargers), at);
  const faults = random.poisson(perSecond(rates.portFaultsPerPortDay, livePorts.length));
  for (let n = 0; n < faults; n += 1) faultPort(fleet, pickFrom(fleet, livePorts), at);
  const closures = random.poisson(perSecond(rates.portOutagesPerPortDay, livePorts.length));
  for (let n = 0; n < closures; n += 1) {
    const port = pickFrom(fleet, livePorts);
    if (port && portIdle(fleet, port)) {
      changePort(fleet, port, PortStatus.Unavailable, at);
      schedule(fleet, at + random.int(5, 60) * MINUTE_MS, 'portBack', port);
    }
  }
}

/** A charger loses its connection, sessions and all: they go on in the car park, unheard of. */
export function takeChargerOffline(fleet: Fleet, charger: ChargerState | undefined, at: number): void {
  if (!charger || charger.status !== ChargerStatus.Online) return;
  changeCharger(fleet, charger, ChargerStatus.Offline, at);
  for (const port of charger.ports) {
    if (!port.session) continue;
    silence(fleet, port, port.session, at);
    announceSession(fleet.domain, port, port.session, at);
  }
  const place = { stationId: charger.stationId, chargerId: charger.id, portId: null };
  charger.openAlarmId = raiseAlarm(fleet.domain, place, OFFLINE_ALARM, at);
  const back = at + fleet.random.int(2, 30) * MINUTE_MS;
  fleet.queue.push(back, { kind: 'chargerBack', charger, version: charger.version });
}

/**
 * The charger talks again (after an outage or a restart): its lost-connection alarm is repaired, its ports whose
 * faults were repaired meanwhile are in service again, and its sessions go on.
 */
export function bringChargerBack(fleet: Fleet, charger: ChargerState, at: number): void {
  charger.restartUntil = null;
  changeCharger(fleet, charger, ChargerStatus.Online, at);
  if (charger.openAlarmId !== null)
    recordAlarmRepair(fleet.domain, charger.openAlarmId, { by: null, at, note: RECOVERED });
  charger.openAlarmId = null;
  const cleared = reportClearedFaults(fleet.domain, charger.id, at);
  for (const { id, to } of cleared.ports) {
    const port = fleet.state.ports.get(id);
    if (port) movePort(fleet, port, to);
  }
  for (const port of charger.ports) if (port.session?.silentSince != null) resume(fleet, port, port.session, at);
}

export function faultPort(fleet: Fleet, port: PortState | undefined, at: number): void {
  if (!port || !portIdle(fleet, port)) return;
  const charger = chargerOf(fleet, port);
  const kind = pickFrom(fleet, PORT_FAULTS);
  if (!charger || !kind) return;
  changePort(fleet, port, PortStatus.Faulted, at);
  const place = { stationId: charger.stationId, chargerId: charger.id, portId: port.id };
  port.openAlarmId = raiseAlarm(fleet.domain, place, kind, at);
  schedule(fleet, at + fleet.random.int(10, 180) * MINUTE_MS, 'portBack', port);
}

export function repairPort(fleet: Fleet, port: PortState, at: number): void {
  if (port.inoperative) return;
  changePort(fleet, port, PortStatus.Available, at);
  if (port.openAlarmId !== null) recordAlarmRepair(fleet.domain, port.openAlarmId, { by: null, at, note: RECOVERED });
  port.openAlarmId = null;
}
