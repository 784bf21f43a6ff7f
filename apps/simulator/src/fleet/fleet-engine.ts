import type { AppDatabase } from '@pcharging/db';
import { Random } from '@pcharging/seeds';
import { dayInZone, startOfDayInZone } from '@pcharging/validation';
import { networkCounts, openAlarmCount, restartOver } from '../data/fleet/network-rows';
import { beginWrites, commitWrites, rollbackWrites, writesOpen } from '../data/transaction';
import { type Domain, domainFor, type RunningNetwork } from '../domain/domain';
import type { NetworkEvent, NetworkListener, OverviewCounters } from '../domain/events';
import { CAR_LEFT } from '../domain/session/live-session';
import { bringChargerBack, drawHappenings, repairPort } from './charger-happenings';
import { EventQueue } from './event-queue';
import type { Command, Fleet, Scheduled } from './fleet-context';
import { FleetCounters } from './fleet-counters';
import { DEFAULT_FLEET_RATES, type FleetRates, SECOND_MS } from './fleet-rates';
import { readNetwork } from './fleet-state';
import { adoptCharger, adoptNetwork, adoptPort } from './network-adoption';
import { beginCharging, endSession, finishCharging, stallSession } from './session-play';
import type { SteppableClock } from './sim-clock';

export interface FleetEngineOptions {
  db: AppDatabase;
  clock: SteppableClock;
  seed: number;
  /** The network's zone and currency: its days are the days of the books and of a port's figures for today. */
  network: { timeZone: string; currency: string };
  /** PCHARGING_SUSPECT_MINUTES: a stalled session holds its port down from then on. */
  suspectMinutes?: number;
  rates?: Partial<FleetRates>;
}

/**
 * The living network's scheduler. The network is read from the database once and kept in memory; each simulated
 * second handles only what is due (a timed queue) plus a Poisson number of new happenings drawn for the whole
 * network, so a tick costs O(events), not O(ports). What happens is done by the domain's functions, the same ones
 * an operator's calls use; a tick's writes share one transaction, and its changes are announced once it is written.
 */
export class FleetEngine implements RunningNetwork {
  private readonly queue = new EventQueue<Scheduled>();
  private readonly commands = new EventQueue<Command>();
  private readonly listeners = new Set<NetworkListener>();
  private readonly rates: FleetRates;
  /** The engine's own domain: what it changes is announced with the rest of its tick. */
  private readonly domain: Domain;
  private random: Random;
  private fleet: Fleet | undefined;
  private lastTickAt = 0;
  private pending: NetworkEvent[] = [];
  private inTransaction = false;

  constructor(private readonly options: FleetEngineOptions) {
    this.rates = { ...DEFAULT_FLEET_RATES, ...options.rates };
    this.random = new Random(options.seed);
    const ownChanges: RunningNetwork = {
      announce: (events) => {
        this.pending.push(...events);
      },
      chargerChanged: () => undefined,
      portChanged: () => undefined,
      reload: () => undefined,
    };
    this.domain = domainFor({ db: options.db, clock: options.clock, config: options }, ownChanges, 'en');
  }

  onEvents(listener: NetworkListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Forgets the in-memory network (after a reset, a scenario or an edit); the next tick reads it again. A seed
   * restarts the random stream from it; without one the stream carries on, so an edit does not replay the draws.
   */
  reload(seed?: number): void {
    if (seed !== undefined) {
      this.options.seed = seed;
      this.random = new Random(seed);
    }
    this.fleet = undefined;
    this.queue.clear();
    this.commands.clear();
  }

  /** Changes an operator made, passed on to the listeners with the overview's counters they move. */
  announce(events: readonly NetworkEvent[]): void {
    this.pending.push(...events);
    if (!this.inTransaction) this.flush(this.options.clock.now());
  }

  chargerChanged(chargerId: number): void {
    if (!this.fleet) {
      this.ensureLoaded();
      return;
    }
    const fleet = this.fleet;
    this.writing(() => {
      if (!adoptCharger(fleet, chargerId, this.options.clock.now())) this.reload();
    });
  }

  portChanged(portId: number): void {
    if (!this.fleet) {
      this.ensureLoaded();
      return;
    }
    const fleet = this.fleet;
    this.writing(() => adoptPort(fleet, portId, this.options.clock.now()));
  }

  /** The simulated time the next tick is owed at. */
  nextTickAt(): number {
    return this.lastTickAt + SECOND_MS;
  }

  /** Runs every whole simulated second up to `now`; returns how many ticks ran. */
  tickUntil(now: number): number {
    const fleet = this.ensureLoaded();
    let ticks = 0;
    while (this.lastTickAt + SECOND_MS <= now) {
      this.lastTickAt += SECOND_MS;
      const at = this.lastTickAt;
      this.writing(() => this.tick(fleet, at), at);
      ticks += 1;
    }
    return ticks;
  }

  /** Moves the clock by `milliseconds` and runs the ticks that fall in between. */
  step(milliseconds: number): number {
    this.ensureLoaded();
    this.options.clock.advance(milliseconds);
    return this.tickUntil(this.options.clock.now());
  }

  /**
   * Carries out the operators' commands that are due (a restart ends) without simulating the network: what the
   * runner does when the engine is off, so that a restart ends 30 s later there too. Loads the network only
   * when a command is due.
   */
  settleCommands(now: number): void {
    if (!this.fleet && !restartOver(this.options.db, now)) return;
    const fleet = this.ensureLoaded();
    this.writing(() => this.carryOutCommands(fleet, now), now);
  }

  /** Skips ahead without simulating the gap, for a runner that fell far behind. */
  skipTo(now: number): void {
    this.ensureLoaded();
    this.lastTickAt = Math.max(this.lastTickAt, now - SECOND_MS);
  }

  overview(): OverviewCounters {
    return { ...this.ensureLoaded().counters.values };
  }

  stationDrawKw(stationId: number): number {
    return (this.ensureLoaded().state.stations.get(stationId)?.drawW ?? 0) / 1000;
  }

  private ensureLoaded(): Fleet {
    if (this.fleet) return this.fleet;
    const { db, clock, network } = this.options;
    const now = clock.now();
    const state = readNetwork(db, now, network.timeZone);
    const fleet: Fleet = {
      domain: this.domain,
      state,
      counters: new FleetCounters(state),
      random: this.random,
      rates: this.rates,
      queue: this.queue,
      commands: this.commands,
    };
    this.fleet = fleet;
    this.lastTickAt = now - (now % SECOND_MS);
    const outer = !this.inTransaction && !writesOpen(db);
    if (outer) beginWrites(db);
    adoptNetwork(fleet, now);
    if (outer) commitWrites(db);
    // What adopting wrote is not announced: nothing changed for a reader.
    this.pending = [];
    fleet.counters.takeCounts(networkCounts(db, state.todayStart));
    fleet.counters.changed = false;
    return fleet;
  }

  /** Runs `work` in a transaction of its own (or the one open), then writes and announces what it changed. */
  private writing(work: () => void, at = this.options.clock.now()): void {
    if (this.inTransaction) {
      work();
      return;
    }
    // Inside a transaction someone else opened (a scenario being loaded), the writes are theirs to commit.
    if (writesOpen(this.options.db)) {
      work();
      this.flush(at);
      return;
    }
    beginWrites(this.options.db);
    this.inTransaction = true;
    try {
      work();
    } catch (error) {
      rollbackWrites(this.options.db);
      this.inTransaction = false;
      this.pending = [];
      this.reload();
      throw error;
    }
    this.flush(at);
  }

  private tick(fleet: Fleet, at: number): void {
    const { state } = fleet;
    const today = dayInZone(at, this.options.network.timeZone);
    if (today !== state.today) {
      state.today = today;
      state.todayStart = startOfDayInZone(today, this.options.network.timeZone);
      fleet.counters.newDay();
    }
    this.carryOutCommands(fleet, at);
    for (let due = this.queue.popDue(at); due; due = this.queue.popDue(at)) this.handle(fleet, due, at);
    drawHappenings(fleet, state, at);
  }

  /** The operators' commands that are due; one settled late (the engine off) still happens at its own time. */
  private carryOutCommands(fleet: Fleet, now: number): void {
    for (let due = this.commands.popDue(now); due; due = this.commands.popDue(now)) {
      const { charger } = due;
      if (charger.version === due.version) bringChargerBack(fleet, charger, Math.min(charger.restartUntil ?? now, now));
    }
  }

  private handle(fleet: Fleet, due: Scheduled, at: number): void {
    if (due.kind === 'chargerBack') {
      if (due.charger.version === due.version) bringChargerBack(fleet, due.charger, at);
      return;
    }
    const { port } = due;
    if (port.version !== due.version) return;
    if (due.kind === 'charge') beginCharging(fleet, port, at);
    else if (due.kind === 'finish') finishCharging(fleet, port, at);
    else if (due.kind === 'stall') stallSession(fleet, port, at);
    else if (due.kind === 'leave') endSession(fleet, port, at, CAR_LEFT);
    else repairPort(fleet, port, at);
  }

  /** Commits what was written, counts what the overview follows, and announces it all to the listeners. */
  private flush(at: number): void {
    if (this.inTransaction) {
      commitWrites(this.options.db);
      this.inTransaction = false;
    }
    const events = this.pending;
    this.pending = [];
    const fleet = this.fleet;
    if (fleet) {
      const { counters } = fleet;
      let alarms = false;
      for (const event of events) {
        if (event.type === 'order.created' && event.data.startedAt >= fleet.state.todayStart) {
          counters.addOrder(event.data.totalCents);
        }
        alarms ||= event.type.startsWith('alarm.');
      }
      if (alarms) counters.setOpenAlarms(openAlarmCount(this.options.db));
      if (counters.changed) {
        events.push({ type: 'overview', at, stationId: null, data: { ...counters.values } });
        counters.changed = false;
      }
    }
    if (events.length === 0) return;
    for (const listener of this.listeners) listener(events);
  }
}
