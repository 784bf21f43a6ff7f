import { ChargerStatus, PortStatus } from '@pcharging/api-client/enums';
import type { NetworkCounts } from '../data/fleet/network-rows';
import type { OverviewCounters } from '../domain/events';
import type { FleetState } from './fleet-state';

type ChargerKey = 'chargersOnline' | 'chargersOffline' | 'chargersFault' | 'chargersRestarting';
type PortKey =
  | 'portsAvailable'
  | 'portsPreparing'
  | 'portsCharging'
  | 'portsFinishing'
  | 'portsFaulted'
  | 'portsUnavailable';

const chargerKeys: Record<number, ChargerKey> = {
  [ChargerStatus.Online]: 'chargersOnline',
  [ChargerStatus.Offline]: 'chargersOffline',
  [ChargerStatus.Fault]: 'chargersFault',
  [ChargerStatus.Restarting]: 'chargersRestarting',
};

const portKeys: Record<number, PortKey> = {
  [PortStatus.Available]: 'portsAvailable',
  [PortStatus.Preparing]: 'portsPreparing',
  [PortStatus.Charging]: 'portsCharging',
  [PortStatus.Finishing]: 'portsFinishing',
  [PortStatus.Faulted]: 'portsFaulted',
  [PortStatus.Unavailable]: 'portsUnavailable',
};

/** The overview's live counters, counted once at load and then kept by every status change. */
export class FleetCounters {
  readonly values: OverviewCounters;
  changed = false;

  constructor(state: FleetState) {
    this.values = {
      chargersOnline: 0,
      chargersOffline: 0,
      chargersFault: 0,
      chargersRestarting: 0,
      portsAvailable: 0,
      portsPreparing: 0,
      portsCharging: 0,
      portsFinishing: 0,
      portsFaulted: 0,
      portsUnavailable: 0,
      openAlarms: 0,
      ordersToday: 0,
      incomeTodayCents: 0,
    };
    for (const charger of state.chargers.values()) {
      this.chargerMoved(undefined, charger.status);
      for (const port of charger.ports) this.portMoved(undefined, port.status);
    }
    this.changed = false;
  }

  /** What the database counts of the day and of the alarms, taken as they stand. */
  takeCounts(counts: NetworkCounts): void {
    this.values.openAlarms = counts.openAlarms;
    this.values.ordersToday = counts.ordersToday;
    this.values.incomeTodayCents = counts.incomeTodayCents;
  }

  chargerMoved(from: number | undefined, to: number): void {
    this.move(from === undefined ? undefined : chargerKeys[from], chargerKeys[to]);
  }

  portMoved(from: number | undefined, to: number): void {
    this.move(from === undefined ? undefined : portKeys[from], portKeys[to]);
  }

  addOrder(totalCents: number): void {
    this.values.ordersToday += 1;
    this.values.incomeTodayCents += totalCents;
    this.changed = true;
  }

  setOpenAlarms(count: number): void {
    if (count === this.values.openAlarms) return;
    this.values.openAlarms = count;
    this.changed = true;
  }

  newDay(): void {
    this.values.ordersToday = 0;
    this.values.incomeTodayCents = 0;
    this.changed = true;
  }

  private move(from: keyof OverviewCounters | undefined, to: keyof OverviewCounters | undefined): void {
    if (from === to) return;
    if (from) this.values[from] -= 1;
    if (to) this.values[to] += 1;
    this.changed = true;
  }
}
