import type { Random } from '@pcharging/seeds';
import type { Domain } from '../domain/domain';
import type { EventQueue } from './event-queue';
import type { FleetCounters } from './fleet-counters';
import type { FleetRates } from './fleet-rates';
import type { ChargerState, FleetState, PortState } from './fleet-state';

export type PortEventKind = 'charge' | 'finish' | 'stall' | 'leave' | 'portBack';

export type Scheduled =
  | { kind: PortEventKind; port: PortState; version: number }
  | { kind: 'chargerBack'; charger: ChargerState; version: number };

/** What an operator's command set going: it happens when due whether or not the network is simulated. */
export type Command = { kind: 'restartEnds'; charger: ChargerState; version: number };

/**
 * What the engine's parts share: the network in memory and its counters, the engine's own domain (whose changes
 * are announced with the tick's), the random stream, the rates, and the timed queues of what comes next.
 */
export interface Fleet {
  readonly domain: Domain;
  readonly state: FleetState;
  readonly counters: FleetCounters;
  readonly random: Random;
  readonly rates: FleetRates;
  readonly queue: EventQueue<Scheduled>;
  readonly commands: EventQueue<Command>;
}

export function schedule(fleet: Fleet, at: number, kind: PortEventKind, port: PortState): void {
  fleet.queue.push(at, { kind, port, version: port.version });
}

export function pickFrom<T>(fleet: Fleet, items: readonly T[]): T | undefined {
  return items.length === 0 ? undefined : items[Math.floor(fleet.random.next() * items.length)];
}

export function chargerOf(fleet: Fleet, port: PortState): ChargerState | undefined {
  return fleet.state.chargers.get(port.chargerId);
}

/** A port's status as the engine holds it; whatever was scheduled for its former state no longer applies. */
export function movePort(fleet: Fleet, port: PortState, status: number): void {
  fleet.counters.portMoved(port.status, status);
  port.status = status;
  port.version += 1;
}

/** A charger's status as the engine holds it; whatever was scheduled for its former state no longer applies. */
export function moveCharger(fleet: Fleet, charger: ChargerState, status: number): void {
  fleet.counters.chargerMoved(charger.status, status);
  charger.status = status;
  charger.version += 1;
}
