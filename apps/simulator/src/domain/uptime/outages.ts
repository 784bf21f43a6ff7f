import { ChargerStatus, PortStatus } from '@pcharging/api-client/enums';
import { closeOutage, type OutageCause, type OutagePlace, openOutage } from '../../data/uptime/outage-writes';

const chargerCauses: ReadonlyMap<number, OutageCause> = new Map([
  [ChargerStatus.Offline, 'charger_offline'],
  [ChargerStatus.Fault, 'charger_fault'],
]);

const portCauses: ReadonlyMap<number, OutageCause> = new Map([
  [PortStatus.Faulted, 'port_fault'],
  [PortStatus.Unavailable, 'out_of_service'],
]);

function follow(
  domainDb: Parameters<typeof openOutage>[0],
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
  db: Parameters<typeof openOutage>[0],
  place: OutagePlace,
  change: { from: number; to: number; at: number },
): void {
  follow(db, place, place.portId === null ? chargerCauses : portCauses, change);
}
