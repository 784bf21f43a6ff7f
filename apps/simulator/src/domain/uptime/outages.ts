import { ChargerStatus, PortStatus } from '@pcharging/api-client/enums';
import type { AppDatabase } from '@pcharging/db';
import {
  closeOutage,
  type OutageCause,
  type OutagePlace,
  openOutage,
  recordEndedOutage,
} from '../../data/uptime/outage-writes';
import type { Domain } from '../domain';

const chargerCauses: ReadonlyMap<number, OutageCause> = new Map([
  [ChargerStatus.Offline, 'charger_offline'],
  [ChargerStatus.Fault, 'charger_fault'],
]);

const portCauses: ReadonlyMap<number, OutageCause> = new Map([
  [PortStatus.Faulted, 'port_fault'],
  [PortStatus.Unavailable, 'out_of_service'],
]);

function follow(
  domainDb: AppDatabase,
  place: OutagePlace,
  causes: ReadonlyMap<number, OutageCause>,
  change: { from: number; to: number; at: number },
) {
  const before = causes.get(change.from);
  const after = causes.get(change.to);
  if (before === after) return;
  if (before) closeOutage(domainDb, place, before, change.at);
  if (after) openOutage(domainDb, place, after, change.at);
}

/**
 * A status change as the uptime sees it: entering offline or fault opens an outage of the charger (shared by its
 * ports), a port's fault or time out of service opens one of the port; leaving it ends the outage. Called where
 * the change is written, in its transaction.
 */
export function followStatusChange(
  db: AppDatabase,
  place: OutagePlace,
  change: { from: number; to: number; at: number },
): void {
  follow(db, place, place.portId === null ? chargerCauses : portCauses, change);
}

/**
 * A session whose energy stopped held its port from the suspect delay after the stall to its end: an outage of the
 * port known only when the session ends. (A silent charger's own outage covers the same minutes; they count once.)
 */
export function followStuckSession(
  domain: Domain,
  port: { id: number; chargerId: number; stationId: number },
  session: { stalledSince: number | null; endedAt: number },
): void {
  if (session.stalledSince === null) return;
  const from = session.stalledSince + domain.suspectMs;
  if (session.endedAt <= from) return;
  const place = { stationId: port.stationId, chargerId: port.chargerId, portId: port.id };
  recordEndedOutage(domain.db, place, 'stuck_session', { from, to: session.endedAt });
}
