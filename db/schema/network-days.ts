import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * The calendar days of the network's time zone, each by its first instant: the order rollups count a day's orders by
 * it (see the network_day_rollups migration), so the books follow the network's day, 23- and 25-hour days included.
 * Filled for the configured zone by `followNetworkZone`, and filled again when the zone changes.
 */
export const networkDays = sqliteTable('network_days', {
  /** Epoch ms of the day's first instant in the zone. */
  startsAt: integer('starts_at').primaryKey(),
  /** YYYY-MM-DD in the zone. */
  day: text('day').notNull(),
});

/** Settings the data itself depends on, such as the zone the rollups were summed in (`time_zone`). */
export const networkSettings = sqliteTable('network_settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});
