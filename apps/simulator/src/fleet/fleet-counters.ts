import { ChargerStatus, PortStatus } from '@pcharging/api-client/enums';
import type { OverviewCounters } from '../domain/events';
import type { FleetState } from './fleet-state';

type PileKey = 'chargersOnline' | 'chargersOffline' | 'chargersFault' | 'chargersRestarting';
type PortKey =
  | 'portsAvailable'
  | 'portsPreparing'
  | 'portsCharging'
  | 'portsFinishing'
  | 'portsFaulted'
  | 'portsUnavailable';

const pileKeys: Record<number, PileKey> = {
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
      openAlarms: state.openAlarms,
      ordersToday: state.ordersToday,
      incomeTodayCents: state.incomeTodayCents,
    };
    for (const pile of state.piles.values()) {
      this.chargerMoved(undefined, pile.status);
      for (const port of pile.ports) this.portMoved(undefined, port.status);
    }
    this.changed = false;
  }

  chargerMoved(from: number | undefined, to: number): void {
    this.move(from === undefined ? undefined : pileKeys[from], pileKeys[to]);
  }

  portMoved(from: number | undefined, to: number): void {
    this.move(from === undefined ? undefined : portKeys[from], portKeys[to]);
  }

  add(key: 'openAlarms' | 'ordersToday' | 'incomeTodayCents', amount: number): void {
    this.values[key] += amount;
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
