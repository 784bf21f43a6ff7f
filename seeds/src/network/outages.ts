import { AuditStatus, ChargerStatus, PortStatus, StationStatus } from '@pcharging/api-client/enums';
import type { tables } from '@pcharging/db';
import type { Random } from '../random';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];
type OutageRow = Insert<typeof tables.portOutages>;
type StatusEventRow = Insert<typeof tables.statusEvents>;
type FailedSessionRow = Insert<typeof tables.failedSessions>;

export interface OutageHistory {
  outages: OutageRow[];
  statusEvents: StatusEventRow[];
  failedSessions: FailedSessionRow[];
}

interface NetworkPlaces {
  stations: readonly { status?: number | undefined }[];
  chargers: readonly {
    stationId?: number | null | undefined;
    status?: number | undefined;
    auditStatus?: number | undefined;
    lastHeartbeatAt?: number | null | undefined;
  }[];
  ports: readonly { chargerId: number; stationId?: number | null | undefined }[];
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** OCPP 1.6 ChargePointErrorCode values a failed start reports, the commonest first. */
const ERROR_CODES: ReadonlyArray<readonly [string, number]> = [
  ['EVCommunicationError', 30],
  ['ConnectorLockFailure', 20],
  ['GroundFailure', 12],
  ['PowerSwitchFailure', 10],
  ['HighTemperature', 8],
  ['OverCurrentFailure', 8],
  ['ReaderFailure', 7],
  ['OtherError', 5],
];

interface Exclusion {
  excludedReason: string;
  excludedNote: string;
  excludedBy: number;
  excludedAt: number;
}

type ChargerCause = 'charger_offline' | 'charger_fault';
type PortCause = 'port_fault' | 'out_of_service';

const chargerStatusOf: Record<ChargerCause, number> = {
  charger_offline: ChargerStatus.Offline,
  charger_fault: ChargerStatus.Fault,
};
const portStatusOf: Record<PortCause, number> = {
  port_fault: PortStatus.Faulted,
  out_of_service: PortStatus.Unavailable,
};

/**
 * The status history the uptime is computed from, over the seeded days: chargers dropping off for minutes or hours,
 * ports faulting and taken out of service, with the status events the timeline shows, the outages of chargers seeded
 * offline or faulted still open, and sessions that failed to start with the charger's error code. Three stories
 * stand out on the report: a charger offline for three days (its ports fall below 97 %), a port faulted for a week
 * before its repair, and a utility outage that took a whole station down for an afternoon, for an operator to
 * exclude. Drawn from its own random sequence, so the rest of the network is the same with or without it.
 */
export function buildOutageHistory(
  random: Random,
  places: NetworkPlaces,
  window: { now: number; days: number },
): OutageHistory {
  const { now, days } = window;
  const firstDay = now - days * DAY;
  const history: OutageHistory = { outages: [], statusEvents: [], failedSessions: [] };
  const live = (chargerIndex: number) => {
    const charger = places.chargers[chargerIndex];
    const station = places.stations[(charger?.stationId ?? 0) - 1];
    return charger?.auditStatus === AuditStatus.Approved && station?.status === StationStatus.Operating;
  };
  const portsOf = new Map<number, number[]>();
  places.ports.forEach((port, index) => {
    if (!live(port.chargerId - 1)) return;
    portsOf.set(port.chargerId, [...(portsOf.get(port.chargerId) ?? []), index + 1]);
  });
  const onlineChargers = [...portsOf.keys()].filter(
    (chargerId) => places.chargers[chargerId - 1]?.status === ChargerStatus.Online,
  );
  const stationOf = (chargerId: number) => places.chargers[chargerId - 1]?.stationId ?? 0;

  const chargerOutage = (chargerId: number, cause: ChargerCause, start: number, end: number | null) => {
    const stationId = stationOf(chargerId);
    history.outages.push({ stationId, chargerId, portId: null, cause, startedAt: start, endedAt: end });
    const place = { stationId, chargerId, portId: null };
    const status = chargerStatusOf[cause];
    history.statusEvents.push({ ...place, fromStatus: ChargerStatus.Online, toStatus: status, at: start });
    if (end !== null)
      history.statusEvents.push({ ...place, fromStatus: status, toStatus: ChargerStatus.Online, at: end });
  };
  const portOutage = (portId: number, cause: PortCause, start: number, end: number, exclusion?: Exclusion) => {
    const port = places.ports[portId - 1];
    if (!port) return;
    const place = { stationId: port.stationId ?? 0, chargerId: port.chargerId, portId };
    history.outages.push({ ...place, cause, startedAt: start, endedAt: end, ...exclusion });
    const status = portStatusOf[cause];
    history.statusEvents.push({ ...place, fromStatus: PortStatus.Available, toStatus: status, at: start });
    history.statusEvents.push({ ...place, fromStatus: status, toStatus: PortStatus.Available, at: end });
  };
  const dayStart = (daysAgo: number) => Math.floor((now - daysAgo * DAY) / HOUR) * HOUR;

  // The three stories, at chargers that are online today and left out of the random history below.
  const storied = new Set<number>();
  const [modemCharger, faultCharger, serviceCharger] = onlineChargers;
  if (modemCharger !== undefined) {
    storied.add(modemCharger);
    chargerOutage(modemCharger, 'charger_offline', dayStart(20), dayStart(20) + 3 * DAY + 2 * HOUR);
  }
  const faultPort = faultCharger === undefined ? undefined : portsOf.get(faultCharger)?.[0];
  if (faultCharger !== undefined && faultPort !== undefined) {
    storied.add(faultCharger);
    portOutage(faultPort, 'port_fault', dayStart(35), dayStart(35) + 7 * DAY + 3 * HOUR);
  }
  // Already excluded by operations (user 2): a firmware update announced a week ahead.
  const servicePort = serviceCharger === undefined ? undefined : portsOf.get(serviceCharger)?.[0];
  if (serviceCharger !== undefined && servicePort !== undefined) {
    storied.add(serviceCharger);
    const start = dayStart(15);
    portOutage(servicePort, 'out_of_service', start, start + 4 * HOUR, {
      excludedReason: 'maintenance',
      excludedNote: 'Firmware update announced on the station page a week ahead',
      excludedBy: 2,
      excludedAt: start + 5 * HOUR,
    });
  }
  const stormStation = onlineChargers
    .map(stationOf)
    .find((stationId) => ![...storied].some((id) => stationOf(id) === stationId));
  const blackout = dayStart(10);
  for (const chargerId of onlineChargers.filter((id) => stationOf(id) === stormStation)) {
    storied.add(chargerId);
    const late = random.int(0, 3) * MINUTE;
    chargerOutage(chargerId, 'charger_offline', blackout + late, blackout + 5 * HOUR + random.int(0, 10) * MINUTE);
  }

  for (const [chargerId, portIds] of portsOf) {
    const charger = places.chargers[chargerId - 1];
    // Chargers seeded offline or faulted have been so since their last word, and are still.
    let openSince: number | null = null;
    if (charger?.status === ChargerStatus.Offline) openSince = charger.lastHeartbeatAt ?? now - HOUR;
    if (charger?.status === ChargerStatus.Fault) openSince = now - random.int(1, 36) * HOUR;
    const historyEnd = (openSince ?? now) - HOUR;
    if (openSince !== null) {
      chargerOutage(
        chargerId,
        charger?.status === ChargerStatus.Fault ? 'charger_fault' : 'charger_offline',
        openSince,
        null,
      );
    }
    if (!storied.has(chargerId)) {
      let free = firstDay;
      for (const start of startsOver(random, random.poisson(0.03 * days), firstDay, historyEnd)) {
        if (start < free) continue;
        const minutes = random.chance(0.8) ? random.int(2, 30) : random.int(60, 360);
        const end = Math.min(start + minutes * MINUTE, historyEnd);
        if (end <= start) continue;
        chargerOutage(chargerId, random.chance(0.85) ? 'charger_offline' : 'charger_fault', start, end);
        free = end + MINUTE;
      }
    }
    for (const portId of portIds) {
      let free = firstDay;
      if (!storied.has(chargerId)) {
        const starts = [
          ...startsOver(random, random.poisson(0.01 * days), firstDay, historyEnd).map((at) => ({
            at,
            cause: 'port_fault' as const,
            minutes: random.int(10, 180),
          })),
          ...startsOver(random, random.poisson(0.004 * days), firstDay, historyEnd).map((at) => ({
            at,
            cause: 'out_of_service' as const,
            minutes: random.int(5, 240),
          })),
        ].sort((a, b) => a.at - b.at);
        for (const { at, cause, minutes } of starts) {
          if (at < free) continue;
          const end = Math.min(at + minutes * MINUTE, historyEnd);
          if (end <= at) continue;
          portOutage(portId, cause, at, end);
          free = end + MINUTE;
        }
      }
      for (const at of startsOver(random, random.poisson(0.015 * days), firstDay, now - HOUR)) {
        const port = places.ports[portId - 1];
        history.failedSessions.push({
          stationId: port?.stationId ?? 0,
          chargerId,
          portId,
          startMode: random.weighted([
            [1, 60],
            [3, 10],
            [4, 30],
          ]),
          startedAt: at,
          endedAt: at + random.int(20, 180) * 1000,
          errorCode: random.weighted(ERROR_CODES),
        });
      }
    }
  }
  history.statusEvents.sort((a, b) => a.at - b.at);
  return history;
}

/** `count` instants in [from, to), whole minutes, in order. */
function startsOver(random: Random, count: number, from: number, to: number): number[] {
  if (to <= from) return [];
  const starts: number[] = [];
  for (let n = 0; n < count; n += 1) starts.push(from + Math.floor(random.float(0, (to - from) / MINUTE)) * MINUTE);
  return starts.sort((a, b) => a - b);
}
