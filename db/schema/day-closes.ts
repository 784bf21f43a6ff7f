import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { adminUsers } from './admin-users';

/**
 * A network day closed by a clerk: its figures as they stood, recorded once and never rewritten. What happens to
 * the day afterwards (a refund of one of its orders, a late order) is booked on its own day and shown against this
 * one as "after close". Money in cents, energy in Wh.
 */
export const dayCloses = sqliteTable(
  'day_closes',
  {
    /** YYYY-MM-DD of the network's zone. */
    day: text('day').primaryKey(),
    closedAt: integer('closed_at').notNull(),
    closedBy: integer('closed_by')
      .notNull()
      .references(() => adminUsers.id),
    orders: integer('orders').notNull(),
    energyWh: integer('energy_wh').notNull(),
    /** Gross: the bills of the orders started that day. */
    grossCents: integer('gross_cents').notNull(),
    electFeeCents: integer('elect_fee_cents').notNull(),
    serviceFeeCents: integer('service_fee_cents').notNull(),
    parkFeeCents: integer('park_fee_cents').notNull(),
    /** Refunds of the day's orders given by the close (by the order's day). */
    refundsOfOrdersCents: integer('refunds_of_orders_cents').notNull(),
    /** Refunds given that day, of any order (by the refund's day). */
    refundsGivenCents: integer('refunds_given_cents').notNull(),
    adjustmentsCents: integer('adjustments_cents').notNull(),
    topUpsCents: integer('top_ups_cents').notNull(),
    /** The last order written when the day was closed: an order of the day after it was paid after the close. */
    lastOrderId: integer('last_order_id').notNull().default(0),
    /** The last journal entry written when the day was closed: a refund after it was given after the close. */
    lastEntryId: integer('last_entry_id').notNull().default(0),
    /** The breakdowns by station and by start mode as they stood (JSON). */
    breakdown: text('breakdown').notNull(),
  },
  (table) => [index('day_closes_closed_by_idx').on(table.closedBy)],
);
