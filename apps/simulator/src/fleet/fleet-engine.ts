import { ChargerStatus, ChargerType, PortStatus } from '@pcharging/api-client/enums';
import { type AppDatabase, connectionOf } from '@pcharging/db';
import { drawStartMode, plannedChargingMinutes, Random, sessionPowerW } from '@pcharging/seeds';
import { dayInZone, priceSession } from '@pcharging/validation';
import {
  type AlarmRow,
  createFleetStore,
  type FleetStore,
  type OpenSessionRow,
  type SessionEndKind,
} from '../data/fleet/fleet-store';
import type { LiveNetwork, StopOutcome, StopRequest } from '../domain/domain';
import type { NetworkEvent, NetworkListener, OverviewCounters, SessionUpdate } from '../domain/events';
import { meterFrom, parsePowerSteps, type SessionMeter, usageAt } from '../domain/session/session-meter';
import { DAY_MS } from '../lib/days';
import { EventQueue } from './event-queue';
import { FleetCounters } from './fleet-counters';
import {
  DAY_SECONDS,
  DEFAULT_FLEET_RATES,
  type FleetRates,
  MAX_POWER_RETRIES,
  MIN_SESSION_POWER_W,
  MINUTE_MS,
  OFFLINE_ALARM,
  PORT_FAULTS,
  SECOND_MS,
} from './fleet-rates';
import { type ChargerState, type FleetState, loadFleetState, type PortState, type Session } from './fleet-state';
import type { SteppableClock } from './sim-clock';

type PortEventKind = 'charge' | 'finish' | 'stall' | 'leave' | 'portBack';

type Scheduled =
  | { kind: PortEventKind; port: PortState; version: number }
  | { kind: 'chargerBack'; pile: ChargerState; version: number };

/** What an operator's command set going: it happens when due whether or not the network is simulated. */
type Command = { kind: 'restartEnds'; pile: ChargerState; version: number };

/** Who ended a session and why; the car's own departure has no operator. */
interface Ending {
  kind: SessionEndKind;
  by: number | null;
  reason: string;
}

const CAR_LEFT: Ending = { kind: 'car', by: null, reason: '' };
const CHARGER_ENDED: Ending = { kind: 'charger', by: null, reason: '' };

const HOUR_MS = 60 * MINUTE_MS;
const OUT_OF_CYCLE: ReadonlySet<number> = new Set([PortStatus.Unavailable, PortStatus.Faulted]);
const SESSION_STATUSES: readonly number[] = [PortStatus.Preparing, PortStatus.Charging, PortStatus.Finishing];

export interface FleetEngineOptions {
  db: AppDatabase;
  clock: SteppableClock;
  seed: number;
  /** The network's zone: a port's figures for today, and the day counters, follow its days. */
  timeZone: string;
  rates?: Partial<FleetRates>;
}

/**
 * The living network. State is read from the database once and kept in memory; each simulated second
 * handles only what is due (a timed queue) plus a Poisson number of new happenings drawn for the whole
 * network, so a tick costs O(events), not O(ports). A tick's writes share one transaction.
 */
export class FleetEngine implements LiveNetwork {
  private readonly store: FleetStore;
  private readonly queue = new EventQueue<Scheduled>();
  private readonly commands = new EventQueue<Command>();
  private readonly listeners = new Set<NetworkListener>();
  private readonly rates: FleetRates;
  private state: FleetState | undefined;
  private counters: FleetCounters | undefined;
  private random: Random;
  private lastTickAt = 0;
  private pending: NetworkEvent[] = [];
  private inTransaction = false;

  constructor(private readonly options: FleetEngineOptions) {
    this.store = createFleetStore(connectionOf(options.db), options.timeZone);
    this.rates = { ...DEFAULT_FLEET_RATES, ...options.rates };
    this.random = new Random(options.seed);
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
    this.state = undefined;
    this.counters = undefined;
    this.queue.clear();
    this.commands.clear();
  }

  /** The simulated time the next tick is owed at. */
  nextTickAt(): number {
    return this.lastTickAt + SECOND_MS;
  }

  /** Runs every whole simulated second up to `now`; returns how many ticks ran. */
  tickUntil(now: number): number {
    this.ensureLoaded();
    let ticks = 0;
    while (this.lastTickAt + SECOND_MS <= now) {
      this.lastTickAt += SECOND_MS;
      this.tick(this.lastTickAt);
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
    if (!this.state && !this.store.restartEnded(now)) return;
    this.ensureLoaded();
    for (let due = this.commands.popDue(now); due; due = this.commands.popDue(now)) this.carryOut(due, now);
    this.flush(now);
  }

  /** Skips ahead without simulating the gap, for a runner that fell far behind. */
  skipTo(now: number): void {
    this.ensureLoaded();
    this.lastTickAt = Math.max(this.lastTickAt, now - SECOND_MS);
  }

  overview(): OverviewCounters {
    this.ensureLoaded();
    return { ...(this.counters as FleetCounters).values };
  }

  stationDrawKw(stationId: number): number {
    return (this.ensureLoaded().stations.get(stationId)?.drawW ?? 0) / 1000;
  }

  /** An operator restarted a charger: it is `restarting` until `until`, and its sessions stop. */
  noteRestart(pileId: number, until: number): void {
    // Loaded here too: with the engine not running (tests, e2e) the restart must still be pushed and come back.
    const pile = this.ensureLoaded().piles.get(pileId);
    if (!pile) return;
    const at = this.options.clock.now();
    for (const port of pile.ports) this.interruptSession(port, at);
    pile.restartUntil = until;
    this.setChargerLiveStatus(pile, ChargerStatus.Restarting, at, false);
    this.commands.push(until, { kind: 'restartEnds', pile, version: pile.version });
    this.flush(at);
  }

  /** Someone acknowledged or repaired an alarm through the API: the open count is read again. */
  noteAlarmChange(event: NetworkEvent): void {
    this.pending.push(event);
    if (!this.state) {
      this.flush(event.at);
      return;
    }
    const open = connectionOf(this.options.db).prepare('select count(*) as n from alarms where status = 0').get() as {
      n: number;
    };
    const counters = this.counters as FleetCounters;
    counters.add('openAlarms', open.n - counters.values.openAlarms);
    this.flush(event.at);
  }

  /**
   * An operator's remote stop. A charger that answers ends the session now, as the car leaving would (an order
   * priced by the template); a silent one keeps the stop until it is back, unless `force` closes the session in
   * the books at its last known energy.
   */
  stopSession(sessionId: number, request: StopRequest): StopOutcome {
    const state = this.ensureLoaded();
    const at = this.options.clock.now();
    const portId = this.store.portOfOpenSession(sessionId);
    const port = portId === undefined ? undefined : state.ports.get(portId);
    const session = port?.session;
    if (!port || !session || session.id !== sessionId) return 'notRunning';
    const pile = this.chargerOf(port);
    const reachable = pile?.live === true && pile.status === ChargerStatus.Online;
    let outcome: StopOutcome;
    if (reachable) {
      this.endSession(port, at, { kind: 'remote', by: request.by, reason: request.reason });
      outcome = 'stopped';
    } else if (request.force) {
      this.endSession(port, at, { kind: 'forced', by: request.by, reason: request.reason });
      outcome = 'closed';
    } else {
      session.stop = { by: request.by, reason: request.reason, at };
      this.write(() => this.store.requestStop(session.id, at, request.by, request.reason));
      outcome = 'queued';
    }
    this.flush(at);
    return outcome;
  }

  /**
   * An operator takes a port out of service, or puts it back. A port with a session in progress is `busy`; one
   * the engine does not run (a charger not yet approved) only has its row changed.
   */
  setPortAvailability(portId: number, change: { inoperative: boolean; reason: string }): 'done' | 'busy' {
    const state = this.ensureLoaded();
    const at = this.options.clock.now();
    const port = state.ports.get(portId);
    if (port?.session) return 'busy';
    if (!port) {
      const status = change.inoperative ? PortStatus.Unavailable : null;
      this.write(() => this.store.setPortAvailability(portId, status, change.inoperative, change.reason, at));
      this.flush(at);
      return 'done';
    }
    port.inoperative = change.inoperative;
    const online = this.chargerOf(port)?.status === ChargerStatus.Online;
    const status = change.inoperative ? PortStatus.Unavailable : online ? PortStatus.Available : port.status;
    this.write(() => this.store.setPortAvailability(portId, status, change.inoperative, change.reason, at));
    if (status !== port.status) this.setPortStatus(port, status, at);
    // Whatever was scheduled for the port (its repair after a fault) no longer applies.
    port.version += 1;
    this.flush(at);
    return 'done';
  }

  private ensureLoaded(): FleetState {
    if (this.state) return this.state;
    const now = this.options.clock.now();
    const state = loadFleetState(connectionOf(this.options.db), now, this.options.timeZone);
    this.state = state;
    this.counters = new FleetCounters(state);
    this.lastTickAt = now - (now % SECOND_MS);
    const rows = new Map(this.store.openSessions().map((row) => [row.port_id, row]));
    for (const pile of state.piles.values()) {
      if (pile.status === ChargerStatus.Restarting && pile.restartUntil !== null) {
        this.commands.push(pile.restartUntil, { kind: 'restartEnds', pile, version: pile.version });
      }
      for (const port of pile.ports) {
        this.takeUpSession(port, pile, rows.get(port.id), now);
        rows.delete(port.id);
      }
    }
    // Sessions whose port is no longer in one (a charger moved or taken out while they ran) ended there.
    for (const row of rows.values()) this.closeOrphan(row.id, now);
    // What adopting wrote goes in now and is not announced: nothing changed for a reader.
    if (this.inTransaction) this.store.commit();
    this.inTransaction = false;
    this.pending = [];
    return state;
  }

  private tick(at: number): void {
    const state = this.state as FleetState;
    try {
      const today = dayInZone(at, this.options.timeZone);
      if (today !== state.today) {
        state.today = today;
        this.counters?.newDay();
      }
      for (let due = this.commands.popDue(at); due; due = this.commands.popDue(at)) this.carryOut(due, at);
      for (let due = this.queue.popDue(at); due; due = this.queue.popDue(at)) this.handle(due, at);
      this.drawHappenings(state, at);
      this.flush(at);
    } catch (error) {
      if (this.inTransaction) this.store.rollback();
      this.inTransaction = false;
      this.pending = [];
      this.reload();
      throw error;
    }
  }

  private write(action: () => void): void {
    if (!this.inTransaction) {
      this.store.begin();
      this.inTransaction = true;
    }
    action();
  }

  private flush(at: number): void {
    if (this.inTransaction) {
      this.store.commit();
      this.inTransaction = false;
    }
    const counters = this.counters;
    if (counters?.changed) {
      this.pending.push({ type: 'overview', at, stationId: null, data: { ...counters.values } });
      counters.changed = false;
    }
    if (this.pending.length === 0) return;
    const events = this.pending;
    this.pending = [];
    for (const listener of this.listeners) listener(events);
  }

  private drawHappenings(state: FleetState, at: number): void {
    const { livePorts, liveChargers } = state;
    const perSecond = (perDay: number, units: number) => (perDay * units) / DAY_SECONDS;
    const starts = this.random.poisson(perSecond(this.rates.sessionsPerPortDay, livePorts.length));
    for (let n = 0; n < starts; n += 1) this.startSession(this.pickFrom(livePorts), state, at);
    const outages = this.random.poisson(perSecond(this.rates.pileOutagesPerPileDay, liveChargers.length));
    for (let n = 0; n < outages; n += 1) this.takeChargerOffline(this.pickFrom(liveChargers), at);
    const faults = this.random.poisson(perSecond(this.rates.portFaultsPerPortDay, livePorts.length));
    for (let n = 0; n < faults; n += 1) this.faultPort(this.pickFrom(livePorts), at);
    const closures = this.random.poisson(perSecond(this.rates.portOutagesPerPortDay, livePorts.length));
    for (let n = 0; n < closures; n += 1) {
      const port = this.pickFrom(livePorts);
      if (port && this.portIdle(port)) {
        this.setPortStatus(port, PortStatus.Unavailable, at);
        this.schedule(at + this.random.int(5, 60) * MINUTE_MS, 'portBack', port);
      }
    }
  }

  private pickFrom<T>(items: readonly T[]): T | undefined {
    return items.length === 0 ? undefined : items[Math.floor(this.random.next() * items.length)];
  }

  private chargerOf(port: PortState): ChargerState | undefined {
    return this.state?.piles.get(port.pileId);
  }

  private portIdle(port: PortState): boolean {
    return port.status === PortStatus.Available && this.chargerOf(port)?.status === ChargerStatus.Online;
  }

  private schedule(at: number, kind: PortEventKind, port: PortState): void {
    this.queue.push(at, { kind, port, version: port.version });
  }

  /** A command settled late (the engine off) still happens at its own time. */
  private carryOut(command: Command, now: number): void {
    const { pile } = command;
    if (pile.version === command.version) this.bringChargerBack(pile, Math.min(pile.restartUntil ?? now, now));
  }

  private handle(due: Scheduled, at: number): void {
    if (due.kind === 'chargerBack') {
      if (due.pile.version === due.version) this.bringChargerBack(due.pile, at);
      return;
    }
    const { port } = due;
    if (port.version !== due.version) return;
    if (due.kind === 'charge') this.beginCharging(port, at);
    else if (due.kind === 'finish') this.finishCharging(port, at);
    else if (due.kind === 'stall') this.stallSession(port, at);
    else if (due.kind === 'leave') this.endSession(port, at, CAR_LEFT);
    else this.repairPort(port, at);
  }

  private startSession(port: PortState | undefined, state: FleetState, at: number): void {
    if (!port || !this.portIdle(port) || state.customerCount === 0) return;
    port.session = this.recordNewSession(port, state, at);
    this.setPortStatus(port, PortStatus.Preparing, at);
    this.announceSession(port, at);
    this.schedule(at + this.random.int(20, 90) * SECOND_MS, 'charge', port);
  }

  /** A driver plugs in at `pluggedAt`: who they are and how they start, recorded as a session in progress. */
  private recordNewSession(port: PortState, state: FleetState, pluggedAt: number): Session {
    const customerId = this.random.int(1, state.customerCount);
    const card = this.store.cardOf(customerId);
    const startMode = drawStartMode(this.random, card !== null);
    const cardId = startMode === 2 ? card : null;
    let id = 0;
    this.write(() => {
      id = this.store.openSession({
        stationId: port.stationId,
        pileId: port.pileId,
        portId: port.id,
        customerId,
        cardId,
        startMode,
        startedAt: pluggedAt,
      });
    });
    return this.newSession(id, { customerId, cardId, startMode, pluggedAt });
  }

  private newSession(
    id: number,
    who: { customerId: number; cardId: number | null; startMode: number; pluggedAt: number },
  ): Session {
    return {
      id,
      ...who,
      chargingFrom: null,
      powerW: 0,
      drawW: 0,
      meter: { powerW: 0, energyWh: 0, measuredAt: who.pluggedAt, chargeUntil: null },
      steps: [],
      stalledSince: null,
      silentSince: null,
      remainingMs: 0,
      retries: 0,
      stop: null,
    };
  }

  /** Power is shared: a session gets what the pile gives, capped by what the station's limit leaves. */
  private beginCharging(port: PortState, at: number): void {
    const session = port.session;
    const station = this.state?.stations.get(port.stationId);
    if (!session || !station) return;
    const pile = this.chargerOf(port);
    const dc = pile?.type === ChargerType.DC;
    const powerW = this.allowedPowerW(port, sessionPowerW(this.random, port.powerKw));
    if (powerW < MIN_SESSION_POWER_W) {
      session.retries += 1;
      if (session.retries > MAX_POWER_RETRIES) this.endSession(port, at, CHARGER_ENDED);
      else this.schedule(at + MINUTE_MS, 'charge', port);
      return;
    }
    const batteryKwh = dc ? this.random.float(20, 75) : this.random.float(8, 45);
    const plannedMinutes = plannedChargingMinutes(this.random, pile?.type ?? ChargerType.AC);
    const fullAfterMinutes = Math.ceil((batteryKwh * 60 * 1000) / powerW);
    const chargingMinutes = Math.max(1, Math.min(plannedMinutes, fullAfterMinutes));
    session.chargingFrom = at;
    session.powerW = powerW;
    this.draw(port, session, powerW);
    this.setMeter(session, at, powerW, at + chargingMinutes * MINUTE_MS);
    this.setPortStatus(port, PortStatus.Charging, at);
    this.announceSession(port, at);
    this.schedule(at + chargingMinutes * MINUTE_MS, 'finish', port);
    if (chargingMinutes > 2 && this.random.chance(this.rates.stallShare)) {
      this.schedule(at + this.random.int(1, chargingMinutes - 1) * MINUTE_MS, 'stall', port);
    }
  }

  /** Energy stops flowing although the port still says charging: a stuck session, until someone acts. */
  private stallSession(port: PortState, at: number): void {
    const session = port.session;
    if (!session || port.status !== PortStatus.Charging || session.stalledSince !== null) return;
    this.releasePower(port);
    session.stalledSince = at;
    this.setMeter(session, at, 0, null);
    // The car is "charging" until its driver comes back, hours later, if no operator stops it first.
    port.version += 1;
    this.schedule(at + this.random.int(4, 12) * HOUR_MS, 'leave', port);
    this.announceSession(port, at);
  }

  private finishCharging(port: PortState, at: number): void {
    const session = port.session;
    if (!session || session.stalledSince !== null) return;
    this.releasePower(port);
    this.setMeter(session, at, 0, at);
    const idle: ReadonlyArray<readonly [number, number]> = [
      [0, 5],
      [this.random.int(1, 14), 6],
      [this.random.int(15, 30), 3],
      [this.random.int(31, 90), 1],
    ];
    const idleMinutes = this.random.weighted(idle);
    this.setPortStatus(port, PortStatus.Finishing, at);
    this.announceSession(port, at);
    this.schedule(at + Math.max(idleMinutes * MINUTE_MS, 5 * SECOND_MS), 'leave', port);
  }

  /**
   * The session ends: the car leaves, an operator stops it, or the charger drops it. What was charged becomes a
   * paid order priced by the station's template of the moment; a session that never charged leaves no order.
   */
  private endSession(port: PortState, at: number, ending: Ending): void {
    const session = port.session;
    if (!session) return;
    this.releasePower(port);
    port.session = null;
    const usage = usageAt(
      {
        chargingFrom: session.chargingFrom,
        meter: session.meter,
        stalled: session.stalledSince !== null,
        silent: session.silentSince !== null,
      },
      at,
    );
    const { energyWh } = usage;
    const orderId = session.chargingFrom === null ? null : this.bill(port, session, usage, at, ending);
    this.write(() =>
      this.store.closeSession(session.id, {
        endedAt: at,
        endKind: ending.kind,
        stoppedBy: ending.by,
        stopReason: ending.reason,
        orderId,
        energyWh,
      }),
    );
    this.setPortStatus(port, PortStatus.Available, at, orderId !== null);
    this.pending.push({
      type: 'session.update',
      at,
      stationId: port.stationId,
      data: {
        ...this.sessionFigures(port, session, 'ended'),
        powerW: 0,
        energyWh,
        measuredAt: at,
        chargeUntil: null,
        orderId,
      },
    });
  }

  /** Writes the order and its payment, counts it in the port's and the network's day; returns its id. */
  private bill(
    port: PortState,
    session: Session,
    usage: { energyWh: number; chargingMinutes: number; idleMinutes: number },
    at: number,
    ending: Ending,
  ): number {
    const state = this.state as FleetState;
    const startedAt = session.chargingFrom ?? session.pluggedAt;
    const tariff = this.store.tariffOf(port.stationId);
    const bill = priceSession(tariff, usage);
    const order = {
      customerId: session.customerId,
      cardId: session.cardId,
      stationId: port.stationId,
      pileId: port.pileId,
      portId: port.id,
      startMode: session.startMode,
      startedAt,
      endedAt: at,
      durationMinutes: usage.chargingMinutes,
      idleMinutes: usage.idleMinutes,
      energyWh: usage.energyWh,
      ...bill,
      tariff,
      endKind: ending.kind,
      stoppedBy: ending.by,
      stopReason: ending.reason,
    };
    let written = { orderId: 0, orderNo: '' };
    this.write(() => {
      written = this.store.insertPaidOrder(order);
    });
    if (port.todayDate !== state.today) {
      port.todayDate = state.today;
      port.todayEnergyWh = 0;
      port.todaySessions = 0;
      port.todayMinutes = 0;
    }
    if (dayInZone(startedAt, this.options.timeZone) === state.today) {
      port.todayEnergyWh += usage.energyWh;
      port.todaySessions += 1;
      port.todayMinutes += usage.chargingMinutes;
    }
    if (startedAt >= at - (at % DAY_MS)) {
      this.counters?.add('ordersToday', 1);
      this.counters?.add('incomeTodayCents', bill.totalCents);
    }
    this.pending.push({
      type: 'order.created',
      at,
      stationId: port.stationId,
      data: {
        ...written,
        pileId: port.pileId,
        portId: port.id,
        customerId: session.customerId,
        energyWh: usage.energyWh,
        durationMinutes: usage.chargingMinutes,
        idleMinutes: usage.idleMinutes,
        totalCents: bill.totalCents,
        startedAt,
        endedAt: at,
      },
    });
    return written.orderId;
  }

  /** What a car may draw at its station: all it wants, or what the load-balancing limit leaves. */
  private allowedPowerW(port: PortState, wantedW: number): number {
    const station = this.state?.stations.get(port.stationId);
    const limitW = this.store.loadLimitW(port.stationId);
    if (limitW <= 0 || !station) return wantedW;
    return Math.max(0, Math.min(wantedW, limitW - station.drawW));
  }

  /** Adds the session's power to its station's draw (load balancing shares what is left). */
  private draw(port: PortState, session: Session, powerW: number): void {
    const station = this.state?.stations.get(port.stationId);
    if (station) station.drawW += powerW;
    session.drawW = powerW;
  }

  private releasePower(port: PortState): void {
    const station = this.state?.stations.get(port.stationId);
    const session = port.session;
    if (!session) return;
    if (station) station.drawW -= session.drawW;
    session.drawW = 0;
  }

  /** Reads the meter at `at` and restarts it with `powerW` until `chargeUntil`; writes the row. */
  private setMeter(session: Session, at: number, powerW: number, chargeUntil: number | null): void {
    session.meter = meterFrom(session.meter, at, powerW, chargeUntil);
    const last = session.steps[session.steps.length - 1];
    if (!last || last[1] !== powerW) session.steps.push([at, powerW]);
    this.saveSession(session);
  }

  private saveSession(session: Session): void {
    const { meter } = session;
    this.write(() =>
      this.store.saveSession(session.id, {
        chargingFrom: session.chargingFrom,
        powerW: meter.powerW,
        energyWh: meter.energyWh,
        measuredAt: meter.measuredAt,
        chargeUntil: meter.chargeUntil,
        stalledSince: session.stalledSince,
        steps: session.steps,
      }),
    );
  }

  private sessionFigures(port: PortState, session: Session, state: SessionUpdate['state']): SessionUpdate {
    return {
      sessionId: session.id,
      pileId: port.pileId,
      portId: port.id,
      state,
      powerW: session.meter.powerW,
      energyWh: session.meter.energyWh,
      measuredAt: session.meter.measuredAt,
      chargeUntil: session.meter.chargeUntil,
      stalledSince: session.stalledSince,
      silentSince: session.silentSince,
      orderId: null,
    };
  }

  private announceSession(port: PortState, at: number): void {
    const session = port.session;
    if (!session) return;
    const state =
      port.status === PortStatus.Preparing
        ? 'preparing'
        : port.status === PortStatus.Finishing
          ? 'finishing'
          : 'charging';
    this.pending.push({
      type: 'session.update',
      at,
      stationId: port.stationId,
      data: this.sessionFigures(port, session, state),
    });
  }

  /** A restart stops what runs on the charger: a car charging stops and goes idle; a stuck or waiting one ends. */
  private interruptSession(port: PortState, at: number): void {
    const session = port.session;
    if (!session) return;
    if (port.status === PortStatus.Charging && session.stalledSince === null && session.silentSince === null) {
      this.finishCharging(port, at);
    } else if (port.status !== PortStatus.Finishing) {
      this.endSession(port, at, CHARGER_ENDED);
    }
  }

  /**
   * Takes up, at load, the session a port is in: from its row when it has one (the seed's, or one a previous run
   * left), or a new one for a port found mid-session without (set so by hand or by a scenario).
   */
  private takeUpSession(port: PortState, pile: ChargerState, row: OpenSessionRow | undefined, now: number): void {
    const state = this.state as FleetState;
    if (!SESSION_STATUSES.includes(port.status)) {
      if (row) this.closeOrphan(row.id, now);
      return;
    }
    if (!row && state.customerCount === 0) return;
    const session = row ? this.sessionFromRow(row) : this.openUnrecordedSession(port, now);
    port.session = session;
    // Sessions at stations not in operation are held as they are: nothing simulates them.
    if (!pile.live) return;
    if (pile.status !== ChargerStatus.Online) {
      this.silence(port, session, now);
      return;
    }
    if (session.stop) {
      const { by, reason } = session.stop;
      this.endSession(port, now, { kind: 'remote', by, reason });
      return;
    }
    this.playOn(port, session, now);
  }

  /** Schedules what comes next for a session on a charger that talks: charge, finish or leave. */
  private playOn(port: PortState, session: Session, now: number): void {
    const { meter } = session;
    if (port.status === PortStatus.Preparing || session.chargingFrom === null) {
      this.schedule(now + this.random.int(1, 30) * SECOND_MS, 'charge', port);
    } else if (port.status === PortStatus.Charging && session.stalledSince !== null) {
      this.schedule(Math.max(now + MINUTE_MS, session.stalledSince + this.random.int(4, 12) * HOUR_MS), 'leave', port);
    } else if (port.status === PortStatus.Charging) {
      if (meter.powerW > 0) {
        const allowed = this.allowedPowerW(port, meter.powerW);
        if (allowed !== meter.powerW) this.setMeter(session, now, allowed, meter.chargeUntil);
        this.draw(port, session, allowed);
      }
      const until = meter.chargeUntil ?? now + this.random.int(5, 60) * MINUTE_MS;
      // Sessions taken up together would otherwise finish on the same tick; seconds spread them.
      this.schedule(Math.max(until, now + this.random.int(1, 59) * SECOND_MS), 'finish', port);
    } else {
      this.schedule(now + this.random.int(1, 15) * MINUTE_MS + this.random.int(0, 59) * SECOND_MS, 'leave', port);
    }
  }

  private sessionFromRow(row: OpenSessionRow): Session {
    const meter: SessionMeter = {
      powerW: row.power_w,
      energyWh: row.energy_wh,
      measuredAt: row.measured_at,
      chargeUntil: row.charge_until,
    };
    const steps: Array<[number, number]> = [];
    for (const step of parsePowerSteps(row.power_steps)) steps.push([step[0], step[1]]);
    return {
      id: row.id,
      customerId: row.customer_id,
      cardId: row.card_id,
      startMode: row.start_mode,
      pluggedAt: row.started_at,
      chargingFrom: row.charging_from,
      powerW: row.power_w > 0 ? row.power_w : (steps.find((step) => step[1] > 0)?.[1] ?? 0),
      drawW: 0,
      meter,
      steps,
      stalledSince: row.stalled_since,
      silentSince: null,
      remainingMs: 0,
      retries: 0,
      stop:
        row.stop_requested_at === null || row.stopped_by === null
          ? null
          : { by: row.stopped_by, reason: row.stop_reason, at: row.stop_requested_at },
    };
  }

  /** A port found mid-session with no row: a session is recorded for it, under way for a while already. */
  private openUnrecordedSession(port: PortState, now: number): Session {
    const pluggedAt = now - this.random.int(1, 60) * MINUTE_MS - this.random.int(0, 59) * SECOND_MS;
    const session = this.recordNewSession(port, this.state as FleetState, pluggedAt);
    if (port.status === PortStatus.Preparing) return session;
    const powerW = sessionPowerW(this.random, port.powerKw);
    const chargingFrom = pluggedAt + MINUTE_MS;
    session.chargingFrom = chargingFrom;
    session.powerW = powerW;
    session.steps.push([chargingFrom, powerW]);
    if (port.status === PortStatus.Charging) {
      const chargeUntil = now + this.random.int(5, 90) * MINUTE_MS;
      session.meter = { powerW, energyWh: 0, measuredAt: chargingFrom, chargeUntil };
    } else {
      const fullAt = now - this.random.int(1, 15) * MINUTE_MS;
      session.meter = meterFrom(
        { powerW, energyWh: 0, measuredAt: chargingFrom, chargeUntil: null },
        fullAt,
        0,
        fullAt,
      );
      session.steps.push([fullAt, 0]);
    }
    this.saveSession(session);
    return session;
  }

  /** Ends in the books a session left open on a port that is no longer in one. */
  private closeOrphan(sessionId: number, at: number): void {
    this.write(() =>
      this.store.closeSession(sessionId, {
        endedAt: at,
        endKind: 'charger',
        stoppedBy: null,
        stopReason: '',
        orderId: null,
        energyWh: 0,
      }),
    );
  }

  /** The charger went silent: its sessions keep their last known energy, and nothing scheduled for them runs. */
  private silence(port: PortState, session: Session, at: number): void {
    const flowing = port.status === PortStatus.Charging && session.stalledSince === null;
    session.remainingMs =
      flowing && session.meter.chargeUntil !== null ? Math.max(0, session.meter.chargeUntil - at) : 0;
    session.silentSince = at;
    this.releasePower(port);
    if (session.meter.powerW > 0) this.setMeter(session, at, 0, null);
    else this.saveSession(session);
    port.version += 1;
  }

  /** The charger talks again: a stop that waited is carried out, the rest take up where they were. */
  private resume(port: PortState, session: Session, at: number): void {
    const silentSince = session.silentSince;
    session.silentSince = null;
    if (session.stop) {
      const { by, reason } = session.stop;
      session.silentSince = silentSince;
      this.endSession(port, at, { kind: 'remote', by, reason });
      return;
    }
    if (port.status === PortStatus.Charging && session.stalledSince === null && session.remainingMs > 0) {
      const powerW = this.allowedPowerW(port, session.powerW);
      this.draw(port, session, powerW);
      this.setMeter(session, at, powerW, at + session.remainingMs);
      this.schedule(at + session.remainingMs, 'finish', port);
    } else {
      this.saveSession(session);
      if (port.status === PortStatus.Charging && session.stalledSince === null) this.finishCharging(port, at);
      else this.playOn(port, session, at);
    }
    this.announceSession(port, at);
  }

  /** A charger loses its connection, sessions and all: they go on in the car park, unheard of. */
  private takeChargerOffline(pile: ChargerState | undefined, at: number): void {
    if (!pile || pile.status !== ChargerStatus.Online) return;
    this.setChargerLiveStatus(pile, ChargerStatus.Offline, at);
    for (const port of pile.ports) {
      if (!port.session) continue;
      this.silence(port, port.session, at);
      this.announceSession(port, at);
    }
    this.raiseAlarm(pile, null, OFFLINE_ALARM, at);
    this.queue.push(at + this.random.int(2, 30) * MINUTE_MS, { kind: 'chargerBack', pile, version: pile.version });
  }

  private bringChargerBack(pile: ChargerState, at: number): void {
    pile.restartUntil = null;
    this.setChargerLiveStatus(pile, ChargerStatus.Online, at);
    if (pile.openAlarmId !== null) this.repairAlarm(pile.openAlarmId, pile.stationId, pile.id, null, at);
    pile.openAlarmId = null;
    for (const port of pile.ports) if (port.session?.silentSince != null) this.resume(port, port.session, at);
  }

  private faultPort(port: PortState | undefined, at: number): void {
    if (!port || !this.portIdle(port)) return;
    const pile = this.chargerOf(port);
    const kind = this.pickFrom(PORT_FAULTS);
    if (!pile || !kind) return;
    this.setPortStatus(port, PortStatus.Faulted, at);
    this.raiseAlarm(pile, port, kind, at);
    this.schedule(at + this.random.int(10, 180) * MINUTE_MS, 'portBack', port);
  }

  private repairPort(port: PortState, at: number): void {
    if (port.inoperative) return;
    this.setPortStatus(port, PortStatus.Available, at);
    if (port.openAlarmId !== null) this.repairAlarm(port.openAlarmId, port.stationId, port.pileId, port.id, at);
    port.openAlarmId = null;
  }

  private raiseAlarm(
    pile: ChargerState,
    port: PortState | null,
    kind: { code: string; level: number; message: string },
    at: number,
  ): void {
    let alarmId = 0;
    this.write(() => {
      alarmId = this.store.raiseAlarm({
        stationId: pile.stationId,
        pileId: pile.id,
        portId: port?.id ?? null,
        source: port ? 'port' : 'pile',
        ...kind,
        raisedAt: at,
      });
    });
    if (port) port.openAlarmId = alarmId;
    else pile.openAlarmId = alarmId;
    this.counters?.add('openAlarms', 1);
    this.pending.push({
      type: 'alarm.raised',
      at,
      stationId: pile.stationId,
      data: { alarmId, pileId: pile.id, portId: port?.id ?? null, ...kind, status: 0 },
    });
  }

  private repairAlarm(alarmId: number, stationId: number, pileId: number, portId: number | null, at: number): void {
    let before: AlarmRow | undefined;
    this.write(() => {
      before = this.store.repairAlarm(alarmId, at);
    });
    if (!before) return;
    if (before.status === 0) this.counters?.add('openAlarms', -1);
    const { code, level, message } = before;
    this.pending.push({
      type: 'alarm.repaired',
      at,
      stationId,
      data: { alarmId, pileId, portId, code, level, message, status: 2 },
    });
  }

  private setChargerLiveStatus(pile: ChargerState, status: number, at: number, write = true): void {
    const from = pile.status;
    pile.status = status;
    pile.version += 1;
    this.counters?.chargerMoved(from, status);
    this.write(() => {
      if (write) this.store.setChargerLiveStatus(pile.id, status, pile.restartUntil, at);
      this.store.recordStatus({ stationId: pile.stationId, pileId: pile.id, portId: null, from, to: status, at });
    });
    this.pending.push({ type: 'pile.status', at, stationId: pile.stationId, data: { pileId: pile.id, status } });
  }

  private setPortStatus(port: PortState, status: number, at: number, withFigures = false, announce = true): void {
    const from = port.status;
    port.status = status;
    port.version += 1;
    this.counters?.portMoved(from, status);
    this.write(() => {
      if (withFigures) this.store.savePort(port, at);
      else this.store.setPortStatus(port.id, status, at);
      // The session cycle (available, preparing, charging, finishing) is told by the sessions themselves.
      if (OUT_OF_CYCLE.has(from) || OUT_OF_CYCLE.has(status)) {
        this.store.recordStatus({
          stationId: port.stationId,
          pileId: port.pileId,
          portId: port.id,
          from,
          to: status,
          at,
        });
      }
    });
    if (!announce) return;
    this.pending.push({
      type: 'port.status',
      at,
      stationId: port.stationId,
      data: {
        portId: port.id,
        pileId: port.pileId,
        status,
        powerKw: status === PortStatus.Charging && port.session ? port.session.powerW / 1000 : 0,
        today: {
          date: port.todayDate,
          energyWh: port.todayEnergyWh,
          sessions: port.todaySessions,
          minutes: port.todayMinutes,
        },
      },
    });
  }
}
