import { index, integer, sqliteTable } from 'drizzle-orm/sqlite-core';

/**
 * A charger's status changes, and a port's out of the ordinary session cycle (faulted, unavailable, and back), for
 * the timeline of a station, charger or port. Sessions, alarms and operator commands have tables of their own.
 */
export const statusEvents = sqliteTable(
  'status_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    stationId: integer('station_id').notNull(),
    chargerId: integer('pile_id').notNull(),
    /** Null for the charger's own status. */
    portId: integer('port_id'),
    fromStatus: integer('from_status').notNull(),
    toStatus: integer('to_status').notNull(),
    at: integer('at').notNull(),
  },
  (table) => [
    index('status_events_station_at_idx').on(table.stationId, table.at),
    index('status_events_pile_at_idx').on(table.chargerId, table.at),
    index('status_events_port_at_idx').on(table.portId, table.at),
  ],
);
