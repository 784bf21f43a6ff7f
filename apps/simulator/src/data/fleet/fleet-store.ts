import { dayInZone, recordNumber, type Tariff } from '@pcharging/validation';
import type Database from 'better-sqlite3';

export interface NewOrder {
  customerId: number;
  cardId: number | null;
  stationId: number;
  pileId: number;
  portId: number;
  startMode: number;
  startedAt: number;
  endedAt: number;
  durationMinutes: number;
  idleMinutes: number;
  energyWh: number;
  electFeeCents: number;
  serviceFeeCents: number;
  parkFeeCents: number;
  totalCents: number;
  tariff: Tariff;
  endKind: SessionEndKind;
  stoppedBy: number | null;
  stopReason: string;
}

export type SessionEndKind = 'car' | 'remote' | 'forced' | 'charger';

export interface NewSession {
  stationId: number;
  pileId: number;
  portId: number;
  customerId: number;
  cardId: number | null;
  startMode: number;
  startedAt: number;
}

export interface SessionProgress {
  chargingFrom: number | null;
  powerW: number;
  energyWh: number;
  measuredAt: number;
  chargeUntil: number | null;
  stalledSince: number | null;
  steps: ReadonlyArray<readonly [number, number]>;
}

export interface SessionEnding {
  endedAt: number;
  endKind: SessionEndKind;
  stoppedBy: number | null;
  stopReason: string;
  orderId: number | null;
  energyWh: number;
}

/** An open session as its row keeps it, for the engine to take up again. */
export interface OpenSessionRow {
  id: number;
  port_id: number;
  customer_id: number;
  card_id: number | null;
  start_mode: number;
  started_at: number;
  charging_from: number | null;
  power_w: number;
  energy_wh: number;
  measured_at: number;
  charge_until: number | null;
  stalled_since: number | null;
  power_steps: string;
  stop_requested_at: number | null;
  stop_reason: string;
  stopped_by: number | null;
}

export interface NewAlarm {
  stationId: number;
  pileId: number;
  portId: number | null;
  source: 'pile' | 'port';
  code: string;
  level: number;
  message: string;
  raisedAt: number;
}

export interface AlarmRow {
  status: number;
  code: string;
  level: number;
  message: string;
}

/** A customer's first active card: the one a session the engine starts for them is charged to. */
export const ACTIVE_CARD_SQL = 'select id from rfid_cards where customer_id = ? and status = 1 order by id limit 1';

/** The engine's writes, as prepared statements; the engine wraps each tick's calls in one transaction. */
export function createFleetStore(sqlite: Database.Database, timeZone: string) {
  /** Order and entry numbers carry the network's day. */
  const compactDay = (at: number) => dayInZone(at, timeZone).replaceAll('-', '');
  const statements = {
    begin: sqlite.prepare('begin immediate'),
    commit: sqlite.prepare('commit'),
    rollback: sqlite.prepare('rollback'),
    pileStatus: sqlite.prepare(
      'update piles set status = ?, restart_until = ?, last_heartbeat_at = ?, updated_at = ? where id = ?',
    ),
    portStatus: sqlite.prepare('update ports set status = ?, updated_at = ? where id = ?'),
    statusEvent: sqlite.prepare(
      'insert into status_events (station_id, pile_id, port_id, from_status, to_status, at) values (?, ?, ?, ?, ?, ?)',
    ),
    portAvailability: sqlite.prepare(
      `update ports set status = coalesce(?, status), inoperative_since = ?, inoperative_reason = ?, updated_at = ?
       where id = ?`,
    ),
    restartEnded: sqlite.prepare('select 1 from piles where status = 3 and restart_until <= ? limit 1').pluck(),
    portToday: sqlite.prepare(
      'update ports set status = ?, today_date = ?, today_energy_wh = ?, today_sessions = ?, today_minutes = ?, updated_at = ? where id = ?',
    ),
    tariff: sqlite.prepare(
      `select t.elect_fee_cents as electFeeCents, t.service_fee_cents as serviceFeeCents,
              t.park_fee_cents as parkFeeCents, t.free_park_minutes as freeParkMinutes
       from price_templates t
       where t.id = coalesce((select price_template_id from stations where id = ?), (select min(id) from price_templates))`,
    ),
    loadLimit: sqlite.prepare('select load_limit_kw as limitKw from stations where id = ?'),
    cardOf: sqlite.prepare(ACTIVE_CARD_SQL),
    balanceOf: sqlite.prepare('select balance_cents as balance from customers where id = ?'),
    setBalance: sqlite.prepare('update customers set balance_cents = ? where id = ?'),
    nextOrderId: sqlite.prepare('select coalesce(max(id), 0) + 1 as id from orders'),
    nextEntryId: sqlite.prepare('select coalesce(max(id), 0) + 1 as id from journal_entries'),
    insertOrder: sqlite.prepare(
      `insert into orders (id, order_no, customer_id, card_id, station_id, pile_id, port_id, start_mode, status,
         started_at, ended_at, duration_minutes, idle_minutes, energy_wh, elect_fee_cents, service_fee_cents,
         park_fee_cents, total_cents, elect_rate_cents, service_rate_cents, park_rate_cents, free_park_minutes, paid_at,
         end_kind, stopped_by, stop_reason)
       values (?, ?, ?, ?, ?, ?, ?, ?, 3, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    insertSession: sqlite.prepare(
      `insert into charging_sessions (station_id, pile_id, port_id, customer_id, card_id, start_mode, status,
         started_at, measured_at)
       values (?, ?, ?, ?, ?, ?, 1, ?, ?)`,
    ),
    saveSession: sqlite.prepare(
      `update charging_sessions set charging_from = ?, power_w = ?, energy_wh = ?, measured_at = ?, charge_until = ?,
         stalled_since = ?, power_steps = ? where id = ?`,
    ),
    requestStop: sqlite.prepare(
      'update charging_sessions set stop_requested_at = ?, stopped_by = ?, stop_reason = ? where id = ?',
    ),
    closeSession: sqlite.prepare(
      `update charging_sessions set status = 2, ended_at = ?, end_kind = ?, stopped_by = ?, stop_reason = ?,
         order_id = ?, energy_wh = ?, measured_at = ?, power_w = 0 where id = ? and status = 1`,
    ),
    portOfOpenSession: sqlite.prepare('select port_id from charging_sessions where id = ? and status = 1').pluck(),
    openSessions: sqlite.prepare(
      `select id, port_id, customer_id, card_id, start_mode, started_at, charging_from, power_w, energy_wh,
              measured_at, charge_until, stalled_since, power_steps, stop_requested_at, stop_reason, stopped_by
       from charging_sessions where status = 1 order by id`,
    ),
    insertEntry: sqlite.prepare(
      `insert into journal_entries (id, entry_no, customer_id, type, amount_cents, balance_after_cents, order_id, remark, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    insertAlarm: sqlite.prepare(
      `insert into alarms (station_id, pile_id, port_id, source, code, level, message, status, raised_at)
       values (?, ?, ?, ?, ?, ?, ?, 0, ?)`,
    ),
    alarmRow: sqlite.prepare('select status, code, level, message from alarms where id = ?'),
    repairAlarm: sqlite.prepare(
      `update alarms set status = 2, repaired_at = ?, repair_note = 'Recovered on its own; checked remotely'
       where id = ? and status < 2`,
    ),
  };
  const one = <T>(statement: Database.Statement, ...values: unknown[]) => statement.get(...values) as T | undefined;

  return {
    begin: () => statements.begin.run(),
    commit: () => statements.commit.run(),
    rollback: () => statements.rollback.run(),
    setChargerLiveStatus(pileId: number, status: number, restartUntil: number | null, at: number) {
      statements.pileStatus.run(status, restartUntil, at, at, pileId);
    },
    /** Whether some charger's restart is over (only the engine's commands end it). */
    restartEnded(now: number): boolean {
      return statements.restartEnded.get(now) !== undefined;
    },
    /** A status change for the timeline: the charger's (no port) or a port's. */
    recordStatus(change: {
      stationId: number;
      pileId: number;
      portId: number | null;
      from: number;
      to: number;
      at: number;
    }) {
      statements.statusEvent.run(change.stationId, change.pileId, change.portId, change.from, change.to, change.at);
    },
    setPortStatus(portId: number, status: number, at: number) {
      statements.portStatus.run(status, at, portId);
    },
    /** Holds a port out of service (since `at`, with a reason) or puts it back; a null status keeps the status. */
    setPortAvailability(portId: number, status: number | null, inoperative: boolean, reason: string, at: number) {
      statements.portAvailability.run(status, inoperative ? at : null, inoperative ? reason : '', at, portId);
    },
    savePort(
      port: {
        id: number;
        status: number;
        todayDate: string;
        todayEnergyWh: number;
        todaySessions: number;
        todayMinutes: number;
      },
      at: number,
    ) {
      statements.portToday.run(
        port.status,
        port.todayDate,
        port.todayEnergyWh,
        port.todaySessions,
        port.todayMinutes,
        at,
        port.id,
      );
    },
    tariffOf(stationId: number): Tariff {
      return (
        one<Tariff>(statements.tariff, stationId) ?? {
          electFeeCents: 0,
          serviceFeeCents: 0,
          parkFeeCents: 0,
          freeParkMinutes: 15,
        }
      );
    },
    /** The station's load-balancing upper limit in W; 0 when it has none. */
    loadLimitW(stationId: number): number {
      return Math.round((one<{ limitKw: number }>(statements.loadLimit, stationId)?.limitKw ?? 0) * 1000);
    },
    cardOf(customerId: number): number | null {
      return one<{ id: number }>(statements.cardOf, customerId)?.id ?? null;
    },
    /** Writes a paid order and its payment; a customer short of money tops up just before paying, as seeds do. */
    insertPaidOrder(order: NewOrder): { orderId: number; orderNo: string } {
      const orderId = one<{ id: number }>(statements.nextOrderId)?.id ?? 1;
      const orderNo = recordNumber('order', compactDay(order.startedAt), orderId);
      const { tariff } = order;
      statements.insertOrder.run(
        orderId,
        orderNo,
        order.customerId,
        order.cardId,
        order.stationId,
        order.pileId,
        order.portId,
        order.startMode,
        order.startedAt,
        order.endedAt,
        order.durationMinutes,
        order.idleMinutes,
        order.energyWh,
        order.electFeeCents,
        order.serviceFeeCents,
        order.parkFeeCents,
        order.totalCents,
        tariff.electFeeCents,
        tariff.serviceFeeCents,
        tariff.parkFeeCents,
        tariff.freeParkMinutes,
        order.endedAt,
        order.endKind,
        order.stoppedBy,
        order.stopReason,
      );
      let balance = one<{ balance: number }>(statements.balanceOf, order.customerId)?.balance ?? 0;
      const addEntry = (type: number, amount: number, at: number, linkedOrder: number | null, remark: string) => {
        balance += amount;
        const entryId = one<{ id: number }>(statements.nextEntryId)?.id ?? 1;
        statements.insertEntry.run(
          entryId,
          recordNumber('journal', compactDay(at), entryId),
          order.customerId,
          type,
          amount,
          balance,
          linkedOrder,
          remark,
          at,
        );
      };
      const shortfall = order.totalCents - balance;
      if (shortfall > 0)
        addEntry(1, Math.max(5000, Math.ceil(shortfall / 1000) * 1000), order.endedAt - 1000, null, '');
      addEntry(2, -order.totalCents, order.endedAt, orderId, orderNo);
      statements.setBalance.run(balance, order.customerId);
      return { orderId, orderNo };
    },
    openSession(session: NewSession): number {
      const result = statements.insertSession.run(
        session.stationId,
        session.pileId,
        session.portId,
        session.customerId,
        session.cardId,
        session.startMode,
        session.startedAt,
        session.startedAt,
      );
      return Number(result.lastInsertRowid);
    },
    saveSession(id: number, progress: SessionProgress) {
      statements.saveSession.run(
        progress.chargingFrom,
        progress.powerW,
        progress.energyWh,
        progress.measuredAt,
        progress.chargeUntil,
        progress.stalledSince,
        JSON.stringify(progress.steps),
        id,
      );
    },
    requestStop(id: number, at: number, by: number, reason: string) {
      statements.requestStop.run(at, by, reason, id);
    },
    closeSession(id: number, ending: SessionEnding) {
      statements.closeSession.run(
        ending.endedAt,
        ending.endKind,
        ending.stoppedBy,
        ending.stopReason,
        ending.orderId,
        ending.energyWh,
        ending.endedAt,
        id,
      );
    },
    /** The port of a session still in progress, or undefined. */
    portOfOpenSession(sessionId: number): number | undefined {
      const portId: unknown = statements.portOfOpenSession.get(sessionId);
      return typeof portId === 'number' ? portId : undefined;
    },
    openSessions(): OpenSessionRow[] {
      return statements.openSessions.all() as OpenSessionRow[];
    },
    raiseAlarm(alarm: NewAlarm): number {
      const result = statements.insertAlarm.run(
        alarm.stationId,
        alarm.pileId,
        alarm.portId,
        alarm.source,
        alarm.code,
        alarm.level,
        alarm.message,
        alarm.raisedAt,
      );
      return Number(result.lastInsertRowid);
    },
    /** The alarm as it was before this repair, or undefined when it was already repaired. */
    repairAlarm(alarmId: number, at: number): AlarmRow | undefined {
      const before = one<AlarmRow>(statements.alarmRow, alarmId);
      const result = statements.repairAlarm.run(at, alarmId);
      return result.changes > 0 ? before : undefined;
    },
  };
}

export type FleetStore = ReturnType<typeof createFleetStore>;
