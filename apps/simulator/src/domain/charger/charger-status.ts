import { PortStatus } from '@pcharging/api-client/enums';
import {
  type PortDay,
  recordStatusChange,
  setChargerStatus as writeChargerStatus,
  setPortStatus as writePortStatus,
} from '../../data/charger/status-writes';
import { chargerStatusNotified, portStatusNotified } from '../charger-log/ocpp-messages';
import type { Domain } from '../domain';
import { followStatusChange } from '../uptime/outages';

/** A charger where it stands, with the status it has before a change. */
export interface ChargerAt {
  id: number;
  stationId: number;
  status: number;
}

/** A port where it stands, with the status it has before a change. */
export interface PortAt {
  id: number;
  chargerId: number;
  stationId: number;
  status: number;
}

/** The session cycle (available, preparing, charging, finishing) is told by the sessions themselves. */
const OUT_OF_CYCLE: ReadonlySet<number> = new Set([PortStatus.Unavailable, PortStatus.Faulted]);

/**
 * A charger's live status changes (online, offline, fault, restarting): written with its restart's end, kept in its
 * timeline, announced.
 */
export function setChargerStatus(
  domain: Domain,
  charger: ChargerAt,
  change: { to: number; at: number; restartUntil: number | null },
): void {
  const { to, at, restartUntil } = change;
  writeChargerStatus(domain.db, charger.id, { status: to, restartUntil, at });
  const place = { stationId: charger.stationId, chargerId: charger.id };
  recordStatusChange(domain.db, { ...place, portId: null, from: charger.status, to, at });
  followStatusChange(domain.db, { ...place, portId: null }, { from: charger.status, to, at });
  chargerStatusNotified(domain, charger.id, { from: charger.status, to, at });
  domain.network.announce([
    { type: 'pile.status', at, stationId: charger.stationId, data: { pileId: charger.id, status: to } },
  ]);
}

/** Announces a port's status with the figures of its day and the power it draws now. */
export function announcePortStatus(
  domain: Domain,
  port: PortAt,
  change: { to: number; at: number; powerKw: number; day: PortDay },
): void {
  const { to, at, powerKw, day } = change;
  domain.network.announce([
    {
      type: 'port.status',
      at,
      stationId: port.stationId,
      data: { portId: port.id, pileId: port.chargerId, status: to, powerKw, today: day },
    },
  ]);
}

/** A port's status changes; leaving or entering the session cycle is kept in its timeline. */
export function setPortStatus(domain: Domain, port: PortAt, change: { to: number; at: number; powerKw: number }): void {
  const { to, at } = change;
  const day = writePortStatus(domain.db, port.id, to, at);
  recordPortChange(domain, port, to, at);
  portStatusNotified(domain, port, to, at);
  announcePortStatus(domain, port, { ...change, day });
}

/** Keeps a port's move into or out of the session cycle in its timeline. */
export function recordPortChange(domain: Domain, port: PortAt, to: number, at: number): void {
  if (!OUT_OF_CYCLE.has(port.status) && !OUT_OF_CYCLE.has(to)) return;
  const place = { stationId: port.stationId, chargerId: port.chargerId, portId: port.id };
  recordStatusChange(domain.db, { ...place, from: port.status, to, at });
  followStatusChange(domain.db, place, { from: port.status, to, at });
}
