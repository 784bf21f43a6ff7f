import type { JournalType, OrderStatus } from '@pcharging/api-client/enums';
import { FREE_PARK_MINUTES } from '@pcharging/validation';
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { chargers, ports } from './chargers';
import { customers, rfidCards } from './customers';
import { stations } from './stations';

/** A charging session and its bill; money in cents, energy in Wh. */
export const orders = sqliteTable(
  'orders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderNo: text('order_no').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    cardId: integer('card_id').references(() => rfidCards.id),
    stationId: integer('station_id')
      .notNull()
      .references(() => stations.id),
    chargerId: integer('pile_id')
      .notNull()
      .references(() => chargers.id),
    portId: integer('port_id')
      .notNull()
      .references(() => ports.id),
    startMode: integer('start_mode').notNull(),
    /** 1 charging, 2 finished (unpaid), 3 paid. */
    status: integer('status').$type<OrderStatus>().notNull().default(3),
    startedAt: integer('started_at').notNull(),
    endedAt: integer('ended_at'),
    durationMinutes: integer('duration_minutes').notNull().default(0),
    idleMinutes: integer('idle_minutes').notNull().default(0),
    energyWh: integer('energy_wh').notNull().default(0),
    electFeeCents: integer('elect_fee_cents').notNull().default(0),
    serviceFeeCents: integer('service_fee_cents').notNull().default(0),
    parkFeeCents: integer('park_fee_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull().default(0),
    /** The tariff the order was priced with, kept so a later template change does not rewrite its bill. */
    electRateCents: integer('elect_rate_cents').notNull().default(0),
    serviceRateCents: integer('service_rate_cents').notNull().default(0),
    parkRateCents: integer('park_rate_cents').notNull().default(0),
    freeParkMinutes: integer('free_park_minutes').notNull().default(FREE_PARK_MINUTES),
    /** The idle minutes billed (those beyond the free ones), as the bill was written. */
    billedIdleMinutes: integer('billed_idle_minutes').notNull().default(0),
    /**
     * The energy lines of a bill priced in more than one time-of-use period, as billed (JSON: period, minutes, Wh,
     * rate and amount in cents); null when the energy is one line, the order's own energy, minutes, rate and fee.
     */
    energyLines: text('energy_lines'),
    /** The template's time-of-use periods (JSON, as the template keeps them); `[]` for a flat tariff. */
    timeOfUse: text('time_of_use').notNull().default('[]'),
    paidAt: integer('paid_at'),
    /** Refunded so far: the sum of its refund journal entries, never more than `totalCents`. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** How the session ended: `car` (the driver), `remote` (an operator's stop), `forced` (closed in the books by an operator), `charger`. */
    endKind: text('end_kind').notNull().default('car'),
    /** The operator who stopped or closed it, and why. */
    stoppedBy: integer('stopped_by'),
    stopReason: text('stop_reason').notNull().default(''),
    /** The highest power the session drew, W; null where it was not measured. */
    peakPowerW: integer('peak_power_w'),
  },
  (table) => [
    uniqueIndex('orders_order_no_unique').on(table.orderNo),
    // Each list filter drives one of these, newest first. The columns after `id` let the other filters be
    // checked, and the capped total be counted, from the index alone (see order-query.ts).
    index('orders_started_idx').on(table.startedAt),
    // The customer last: a station's customers over a range (the overview narrowed to it) are counted from here.
    index('orders_station_started_idx').on(
      table.stationId,
      table.startedAt,
      table.id,
      table.status,
      table.startMode,
      table.customerId,
    ),
    index('orders_port_started_idx').on(
      table.portId,
      table.startedAt,
      table.id,
      table.stationId,
      table.status,
      table.startMode,
    ),
    index('orders_customer_started_idx').on(
      table.customerId,
      table.startedAt,
      table.id,
      table.stationId,
      table.portId,
      table.status,
      table.startMode,
    ),
    index('orders_status_started_idx').on(table.status, table.startedAt, table.id, table.startMode, table.stationId),
    index('orders_mode_started_idx').on(table.startMode, table.startedAt, table.id, table.status),
    // Few orders are refunded: the refund-state filter finds them here rather than among all orders.
    index('orders_refunded_started_idx')
      .on(table.startedAt, table.id, table.refundedCents, table.totalCents, table.stationId, table.status)
      .where(sql`${table.refundedCents} > 0`),
    // Deleting a charger or an RFID card checks its foreign keys here instead of reading every order (~240 ms on a
    // network of two million orders, with the server waiting).
    index('orders_pile_idx').on(table.chargerId),
    index('orders_card_idx').on(table.cardId).where(sql`${table.cardId} is not null`),
    index('orders_total_idx').on(
      table.totalCents,
      table.id,
      table.startedAt,
      table.stationId,
      table.status,
      table.startMode,
    ),
    index('orders_energy_idx').on(
      table.energyWh,
      table.id,
      table.startedAt,
      table.stationId,
      table.status,
      table.startMode,
    ),
  ],
);

export const journalEntries = sqliteTable(
  'journal_entries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    entryNo: text('entry_no').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** journal_type dictionary: 1 top-up, 2 charging payment, 3 refund, 4 pre-authorization, 5 adjustment. */
    type: integer('type').$type<JournalType>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    balanceAfterCents: integer('balance_after_cents').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    remark: text('remark').notNull().default(''),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('journal_entries_entry_no_unique').on(table.entryNo),
    index('journal_entries_created_idx').on(table.createdAt),
    index('journal_entries_customer_created_idx').on(table.customerId, table.createdAt, table.id, table.type),
    // The amount last: a day's refunds, adjustments or top-ups are summed from the index alone (the daily close).
    index('journal_entries_type_created_idx').on(table.type, table.createdAt, table.amountCents),
    index('journal_entries_order_idx').on(table.orderId),
  ],
);
