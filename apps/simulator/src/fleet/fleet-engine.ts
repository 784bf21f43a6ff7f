import { ChargerStatus, ChargerType, PortStatus } from '@pcharging/api-client/enums';
import { type AppDatabase, connectionOf } from '@pcharging/db';
import { Random } from '@pcharging/seeds';
import { priceSession } from '@pcharging/validation';
import { DAY_MS, dayOf } from '../lib/days';
import { EventQueue } from './event-queue';
import { FleetCounters } from './fleet-counters';
import type { FleetEvent, FleetListener, OverviewCounters } from './fleet-events';
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
import { type AlarmRow, createFleetStore, type FleetStore } from './fleet-store';
import type { SteppableClock } from './sim-clock';

type Scheduled =
  | { kind: 'charge' | 'finish' | 'leave' | 'portBack'; port: PortState; version: number }
  | { kind: 'chargerBack'; pile: ChargerState; version: number };

/** What an operator's command set going: it happens when due whether or not the network is simulated. */
type Command = { kind: 'restartEnds'; pile: ChargerState; version: number };

export interface FleetEngineOptions {
  db: AppDatabase;
  clock: SteppableClock;
  seed: number;
  rates?: Partial<FleetRates>;
}

/**
 * The living network. State is read from the database once and kept in memory; each simulated second
 * handles only what is due (a timed queue) plus a Poisson number of new happenings drawn for the whole
 * network, so a tick costs O(events), not O(ports). A tick's writes share one transaction.
 */
export class FleetEngine {
  private readonly store: FleetStore;
  private readonly queue = new EventQueue<Scheduled>();
  private readonly commands = new EventQueue<Command>();
  private readonly listeners = new Set<FleetListener>();
  private readonly rates: FleetRates;
  private state: FleetState | undefined;
  private counters: FleetCounters | undefined;
  private random: Random;
  private lastTickAt = 0;
  private pending: FleetEvent[] = [];
  private inTransaction = false;

  constructor(private readonly options: FleetEngineOptions) {
    this.store = createFleetStore(connectionOf(options.db));
    this.rates = { ...DEFAULT_FLEET_RATES, ...options.rates };
    this.random = new Random(options.seed);
  }

  onEvents(listener: FleetListener): () => void {
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
  noteAlarmChange(event: FleetEvent): void {
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

  private ensureLoaded(): FleetState {
    if (this.state) return this.state;
    const now = this.options.clock.now();
    const state = loadFleetState(connectionOf(this.options.db), now);
    this.state = state;
    this.counters = new FleetCounters(state);
    this.lastTickAt = now - (now % SECOND_MS);
    for (const pile of state.piles.values()) {
      if (pile.status === ChargerStatus.Restarting && pile.restartUntil !== null) {
        this.commands.push(pile.restartUntil, { kind: 'restartEnds', pile, version: pile.version });
      }
      if (pile.live) for (const port of pile.ports) this.adoptSession(port, now);
    }
    return state;
  }

  private tick(at: number): void {
    const state = this.state as FleetState;
    try {
      const today = dayOf(at);
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

  private schedule(at: number, kind: 'charge' | 'finish' | 'leave' | 'portBack', port: PortState): void {
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
    else if (due.kind === 'leave') this.endSession(port, at);
    else this.repairPort(port, at);
  }

  private startSession(port: PortState | undefined, state: FleetState, at: number): void {
    if (!port || !this.portIdle(port) || state.customerCount === 0) return;
    port.session = {
      customerId: this.random.int(1, state.customerCount),
      startMode: 0,
      startedAt: at,
      powerW: 0,
      chargingMinutes: 0,
      idleMinutes: 0,
      energyWh: 0,
      retries: 0,
    };
    this.setPortStatus(port, PortStatus.Preparing, at);
    this.schedule(at + this.random.int(20, 90) * SECOND_MS, 'charge', port);
  }

  /** Power is shared: a session gets what the pile gives, capped by what the station's limit leaves. */
  private beginCharging(port: PortState, at: number): void {
    const session = port.session;
    const station = this.state?.stations.get(port.stationId);
    if (!session || !station) return;
    const dc = this.chargerOf(port)?.type === ChargerType.DC;
    const wanted = Math.round(port.powerKw * 1000 * this.random.float(0.75, 0.95));
    const limitW = this.store.loadLimitW(port.stationId);
    const powerW = limitW > 0 ? Math.min(wanted, limitW - station.drawW) : wanted;
    if (powerW < MIN_SESSION_POWER_W) {
      session.retries += 1;
      if (session.retries > MAX_POWER_RETRIES) {
        port.session = null;
        this.setPortStatus(port, PortStatus.Available, at);
      } else {
        this.schedule(at + MINUTE_MS, 'charge', port);
      }
      return;
    }
    const batteryKwh = dc ? this.random.float(20, 75) : this.random.float(8, 45);
    const plannedMinutes = dc ? this.random.int(15, 55) : this.random.int(45, 300);
    const fullAfterMinutes = Math.ceil((batteryKwh * 60 * 1000) / powerW);
    session.startedAt = at;
    session.powerW = powerW;
    session.chargingMinutes = Math.max(1, Math.min(plannedMinutes, fullAfterMinutes));
    session.energyWh = Math.round((powerW * session.chargingMinutes) / 60);
    station.drawW += powerW;
    this.setPortStatus(port, PortStatus.Charging, at);
    this.schedule(at + session.chargingMinutes * MINUTE_MS, 'finish', port);
  }

  private finishCharging(port: PortState, at: number): void {
    const session = port.session;
    if (!session) return;
    this.releasePower(port);
    const idle: ReadonlyArray<readonly [number, number]> = [
      [0, 5],
      [this.random.int(1, 14), 6],
      [this.random.int(15, 30), 3],
      [this.random.int(31, 90), 1],
    ];
    session.idleMinutes = this.random.weighted(idle);
    this.setPortStatus(port, PortStatus.Finishing, at);
    const endedAt = session.startedAt + (session.chargingMinutes + session.idleMinutes) * MINUTE_MS;
    this.schedule(Math.max(endedAt, at + 5 * SECOND_MS), 'leave', port);
  }

  /** The car leaves: the session becomes a paid order priced by the station's template of the moment. */
  private endSession(port: PortState, at: number): void {
    const session = port.session;
    const state = this.state as FleetState;
    if (!session) return;
    port.session = null;
    const cardId = this.store.cardOf(session.customerId);
    const startMode = this.random.weighted<number>(
      cardId
        ? [
            [1, 45],
            [2, 40],
            [3, 5],
            [4, 10],
          ]
        : [
            [1, 85],
            [3, 5],
            [4, 10],
          ],
    );
    const tariff = this.store.tariffOf(port.stationId);
    const usage = {
      energyWh: session.energyWh,
      chargingMinutes: session.chargingMinutes,
      idleMinutes: session.idleMinutes,
    };
    const bill = priceSession(tariff, usage);
    const endedAt = session.startedAt + (session.chargingMinutes + session.idleMinutes) * MINUTE_MS;
    const order = {
      customerId: session.customerId,
      cardId: startMode === 2 ? cardId : null,
      stationId: port.stationId,
      pileId: port.pileId,
      portId: port.id,
      startMode,
      startedAt: session.startedAt,
      endedAt,
      durationMinutes: session.chargingMinutes,
      idleMinutes: session.idleMinutes,
      energyWh: session.energyWh,
      ...bill,
      tariff,
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
    if (dayOf(session.startedAt) === state.today) {
      port.todayEnergyWh += session.energyWh;
      port.todaySessions += 1;
      port.todayMinutes += session.chargingMinutes;
    }
    if (session.startedAt >= at - (at % DAY_MS)) {
      this.counters?.add('ordersToday', 1);
      this.counters?.add('incomeTodayCents', bill.totalCents);
    }
    this.setPortStatus(port, PortStatus.Available, at, true);
    const { customerId, durationMinutes, idleMinutes, energyWh, totalCents, startedAt } = order;
    this.pending.push({
      type: 'order.created',
      at,
      stationId: port.stationId,
      data: {
        ...written,
        pileId: port.pileId,
        portId: port.id,
        customerId,
        energyWh,
        durationMinutes,
        idleMinutes,
        totalCents,
        startedAt,
        endedAt,
      },
    });
  }

  private releasePower(port: PortState): void {
    const station = this.state?.stations.get(port.stationId);
    if (station && port.session && port.status === PortStatus.Charging) station.drawW -= port.session.powerW;
  }

  /** A charger that stops mid-session ends its sessions there: what was charged is still billed. */
  private interruptSession(port: PortState, at: number): void {
    const session = port.session;
    if (!session) return;
    if (port.status === PortStatus.Preparing) {
      port.session = null;
      this.setPortStatus(port, PortStatus.Available, at);
    } else if (port.status === PortStatus.Charging) {
      const minutes = Math.max(1, Math.floor((at - session.startedAt) / MINUTE_MS));
      session.energyWh = Math.round((session.powerW * Math.min(minutes, session.chargingMinutes)) / 60);
      session.chargingMinutes = Math.min(minutes, session.chargingMinutes);
      this.finishCharging(port, at);
    }
  }

  /** Ports found mid-session at load belong to sessions already under way: they play out from here. */
  private adoptSession(port: PortState, now: number): void {
    const customerCount = this.state?.customerCount ?? 0;
    const station = this.state?.stations.get(port.stationId);
    const inSession = [PortStatus.Preparing, PortStatus.Charging, PortStatus.Finishing] as number[];
    if (!inSession.includes(port.status) || customerCount === 0 || !station) return;
    const powerW = Math.round(port.powerKw * 800);
    const elapsed = this.random.int(1, 60);
    // Seconds too: sessions adopted at the same instant would otherwise all finish, and become orders, in the
    // same tick of each minute (tens of order writes at once, a half-second tick on the large network).
    const offsetMs = this.random.int(0, 59) * SECOND_MS;
    const session: Session = {
      customerId: this.random.int(1, customerCount),
      startMode: 0,
      startedAt: now - elapsed * MINUTE_MS - offsetMs,
      powerW,
      chargingMinutes: elapsed + this.random.int(5, 90),
      idleMinutes: 0,
      energyWh: 0,
      retries: 0,
    };
    session.energyWh = Math.round((powerW * session.chargingMinutes) / 60);
    port.session = session;
    if (port.status === PortStatus.Preparing) {
      this.schedule(now + this.random.int(1, 30) * SECOND_MS, 'charge', port);
    } else if (port.status === PortStatus.Charging) {
      const limitW = this.store.loadLimitW(port.stationId);
      session.powerW = limitW > 0 ? Math.min(powerW, limitW - station.drawW) : powerW;
      if (session.powerW < MIN_SESSION_POWER_W) {
        this.schedule(now + SECOND_MS, 'charge', port);
        return;
      }
      session.energyWh = Math.round((session.powerW * session.chargingMinutes) / 60);
      station.drawW += session.powerW;
      this.schedule(session.startedAt + session.chargingMinutes * MINUTE_MS, 'finish', port);
    } else {
      session.chargingMinutes = elapsed;
      session.energyWh = Math.round((powerW * elapsed) / 60);
      session.idleMinutes = this.random.int(1, 15);
      this.schedule(now + session.idleMinutes * MINUTE_MS - offsetMs, 'leave', port);
    }
  }

  private takeChargerOffline(pile: ChargerState | undefined, at: number): void {
    if (!pile || pile.status !== ChargerStatus.Online || pile.ports.some((port) => port.session)) return;
    this.setChargerLiveStatus(pile, ChargerStatus.Offline, at);
    this.raiseAlarm(pile, null, OFFLINE_ALARM, at);
    this.queue.push(at + this.random.int(2, 30) * MINUTE_MS, { kind: 'chargerBack', pile, version: pile.version });
  }

  private bringChargerBack(pile: ChargerState, at: number): void {
    pile.restartUntil = null;
    this.setChargerLiveStatus(pile, ChargerStatus.Online, at);
    if (pile.openAlarmId !== null) this.repairAlarm(pile.openAlarmId, pile.stationId, pile.id, null, at);
    pile.openAlarmId = null;
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
    if (write) this.write(() => this.store.setChargerLiveStatus(pile.id, status, pile.restartUntil, at));
    this.pending.push({ type: 'pile.status', at, stationId: pile.stationId, data: { pileId: pile.id, status } });
  }

  private setPortStatus(port: PortState, status: number, at: number, withFigures = false, announce = true): void {
    const from = port.status;
    port.status = status;
    port.version += 1;
    this.counters?.portMoved(from, status);
    this.write(() => (withFigures ? this.store.savePort(port, at) : this.store.setPortStatus(port.id, status, at)));
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
