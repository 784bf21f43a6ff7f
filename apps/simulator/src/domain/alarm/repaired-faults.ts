import { ChargerStatus, PortStatus } from '@pcharging/api-client/enums';
import { unrepairedAlarmsOfCharger } from '../../data/alarm/unrepaired-alarms';
import { approvedCharger, portsOfCharger } from '../../data/fleet/network-rows';
import { isConnected } from '../../lib/charger-states';
import { setChargerStatus, setPortStatus } from '../charger/charger-status';
import type { Domain } from '../domain';

export interface ClearedFaults {
  charger: number | null;
  ports: Array<{ id: number; to: number }>;
}

/**
 * A talking charger reports what repairs have cleared: out of fault once none of its alarms is unrepaired, and each
 * faulted port whose own alarms and the charger's are repaired available again (out of service if an operator holds
 * it so). A silent charger reports it when it is back. Returns the statuses it changed.
 */
export function reportClearedFaults(domain: Domain, chargerId: number, at: number): ClearedFaults {
  const cleared: ClearedFaults = { charger: null, ports: [] };
  const charger = approvedCharger(domain.db, chargerId);
  if (!charger || !isConnected(charger.status)) return cleared;
  const unrepaired = unrepairedAlarmsOfCharger(domain.db, chargerId);
  const chargerHeld = unrepaired.some((alarm) => alarm.portId === null);
  if (charger.status === ChargerStatus.Fault && unrepaired.length === 0) {
    const before = { id: chargerId, stationId: charger.station_id, status: charger.status };
    setChargerStatus(domain, before, { to: ChargerStatus.Online, at, restartUntil: null });
    cleared.charger = ChargerStatus.Online;
  }
  for (const port of portsOfCharger(domain.db, chargerId)) {
    if (port.status !== PortStatus.Faulted || chargerHeld) continue;
    if (unrepaired.some((alarm) => alarm.portId === port.id)) continue;
    const to = port.inoperative_since === null ? PortStatus.Available : PortStatus.Unavailable;
    const before = { id: port.id, chargerId, stationId: port.station_id, status: port.status };
    setPortStatus(domain, before, { to, at, powerKw: 0 });
    cleared.ports.push({ id: port.id, to });
  }
  return cleared;
}

export function clearedAny(cleared: ClearedFaults): boolean {
  return cleared.charger !== null || cleared.ports.length > 0;
}
