import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { adminUsers } from './admin-users';
import { chargers, ports } from './chargers';
import { customers, rfidCards } from './customers';
import { orders } from './orders';
import { stations } from './stations';

/**
 * A charging session from plug-in to the order it becomes. While it runs, its energy so far is
 * `energy_wh + power_w × (min(now, charge_until) − measured_at)`: the engine writes only when the power changes
 * (charging begins, the car is full, the energy stalls, the charger drops or returns), never every second.
 */
export const chargingSessions = sqliteTable(
  'charging_sessions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    stationId: integer('station_id')
      .notNull()
      .references(() => stations.id),
    chargerId: integer('pile_id')
      .notNull()
      .references(() => chargers.id),
    portId: integer('port_id')
      .notNull()
      .references(() => ports.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    cardId: integer('card_id').references(() => rfidCards.id),
    /** start_mode dictionary, as on orders. */
    startMode: integer('start_mode').notNull(),
    /** 1 in progress, 2 ended. */
    status: integer('status').notNull().default(1),
    /** Plug-in. */
    startedAt: integer('started_at').notNull(),
    /** When energy first flowed; null while preparing. */
    chargingFrom: integer('charging_from'),
    /** The power now, W; 0 while preparing, idle, stalled or unheard from. */
    powerW: integer('power_w').notNull().default(0),
    /** Energy delivered up to `measured_at`, Wh. */
    energyWh: integer('energy_wh').notNull().default(0),
    measuredAt: integer('measured_at').notNull(),
    /** When the car will be full at the present power; energy stops growing there. */
    chargeUntil: integer('charge_until'),
    /** Since when energy has not grown although the session is charging (a stall, or a silent charger). */
    stalledSince: integer('stalled_since'),
    /** The power's steps as JSON `[[at, W], …]`: the curve is drawn from them. */
    powerSteps: text('power_steps').notNull().default('[]'),
    stopRequestedAt: integer('stop_requested_at'),
    stopReason: text('stop_reason').notNull().default(''),
    stoppedBy: integer('stopped_by').references(() => adminUsers.id),
    /** A remote start's limit: the session stops itself once it has delivered this much energy, or cost this much. */
    limitWh: integer('limit_wh'),
    limitCents: integer('limit_cents'),
    /** How it ended: `car` (left), `remote` (an operator's stop), `forced` (closed in the books), `charger`. */
    endKind: text('end_kind'),
    endedAt: integer('ended_at'),
    orderId: integer('order_id').references(() => orders.id),
  },
  (table) => [
    index('charging_sessions_status_started_idx').on(table.status, table.startedAt),
    index('charging_sessions_station_started_idx').on(table.stationId, table.startedAt),
    index('charging_sessions_pile_started_idx').on(table.chargerId, table.startedAt),
    index('charging_sessions_port_started_idx').on(table.portId, table.startedAt),
    index('charging_sessions_customer_started_idx').on(table.customerId, table.startedAt),
    index('charging_sessions_order_idx').on(table.orderId),
    // Few sessions stall: suspect ones are found from this small index instead of walking every open session.
    index('charging_sessions_stalled_idx').on(table.stalledSince).where(sql`${table.stalledSince} is not null`),
    // Sessions an operator stopped, by who: deleting a system user checks its foreign key here, not in every session.
    index('charging_sessions_card_idx').on(table.cardId).where(sql`${table.cardId} is not null`),
    index('charging_sessions_stopped_by_idx').on(table.stoppedBy).where(sql`${table.stoppedBy} is not null`),
  ],
);
