import { index, integer, primaryKey, type SQLiteColumn, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { stations } from './stations';

const sums = () => ({
  orders: integer('orders').notNull().default(0),
  energyWh: integer('energy_wh').notNull().default(0),
  durationMinutes: integer('duration_minutes').notNull().default(0),
  idleMinutes: integer('idle_minutes').notNull().default(0),
  electFeeCents: integer('elect_fee_cents').notNull().default(0),
  serviceFeeCents: integer('service_fee_cents').notNull().default(0),
  parkFeeCents: integer('park_fee_cents').notNull().default(0),
  totalCents: integer('total_cents').notNull().default(0),
  /** Refunded from these orders, whenever the refunds were made: income net of refunds is total − refunded. */
  refundedCents: integer('refunded_cents').notNull().default(0),
});

/** The sums a station-first covering index carries after its key, so that one station's figures need no table row. */
const coveredSums = (table: Record<keyof ReturnType<typeof sums>, SQLiteColumn>) => [
  table.orders,
  table.energyWh,
  table.durationMinutes,
  table.totalCents,
  table.electFeeCents,
  table.serviceFeeCents,
  table.parkFeeCents,
  table.refundedCents,
];

/**
 * Orders summed per UTC day, station and start mode. Triggers on `orders` keep it equal to the sums over the
 * orders themselves (see the order_stats_triggers migration), so statistics read thousands of rows, not millions.
 */
export const orderDailyStats = sqliteTable(
  'order_daily_stats',
  {
    /** YYYY-MM-DD of `orders.started_at` in UTC. */
    day: text('day').notNull(),
    stationId: integer('station_id')
      .notNull()
      .references(() => stations.id),
    startMode: integer('start_mode').notNull(),
    ...sums(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.stationId, table.startMode] }),
    // One station's days by start mode from the index alone: its rows sit together here, where the table holds
    // them a day apart (a page read per row on a network of thousands of stations).
    index('order_daily_stats_station_day_idx').on(table.stationId, table.day, table.startMode, ...coveredSums(table)),
  ],
);

/** Orders summed per UTC day and station: what rankings and breakdowns by station read. */
export const orderDailyStationStats = sqliteTable(
  'order_daily_station_stats',
  {
    day: text('day').notNull(),
    stationId: integer('station_id')
      .notNull()
      .references(() => stations.id),
    ...sums(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.stationId] }),
    // One station's totals and days (the overview or income narrowed to it) from this index alone: its rows sit
    // together here, where the table holds them a day apart.
    index('order_daily_station_stats_station_sums_idx').on(table.stationId, table.day, ...coveredSums(table)),
  ],
);

/**
 * Each station's orders summed from its first day up to each day it had orders: the sums over any range of days are
 * then two rows per station (the last at or before the range's end, less the last before its start), however long
 * the range. Triggers on the per-day station rollup keep it equal to that rollup's running sums (see the
 * station_running_totals migration, which also makes it a WITHOUT ROWID table: its rows are read by this key alone).
 */
export const orderStationRunningTotals = sqliteTable(
  'order_station_running_totals',
  {
    stationId: integer('station_id')
      .notNull()
      .references(() => stations.id),
    /** The last day summed: the day of the per-day row this one stands for. */
    day: text('day').notNull(),
    ...sums(),
  },
  (table) => [primaryKey({ columns: [table.stationId, table.day] })],
);

/** Orders summed per UTC day and start mode over the whole network: a few rows a day, for network-wide figures. */
export const orderDailyNetworkStats = sqliteTable(
  'order_daily_network_stats',
  {
    day: text('day').notNull(),
    startMode: integer('start_mode').notNull(),
    ...sums(),
  },
  (table) => [primaryKey({ columns: [table.day, table.startMode] })],
);
