import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Why a port could not deliver a session, one row per cause and stretch of time: a charger's outage (port_id null)
 * is shared by its ports, a port's fault or time out of service is its own. Written as the status changes are, in
 * the same transaction; rows of one port may overlap, and the uptime counts each down minute once.
 */
export const portOutages = sqliteTable(
  'port_outages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    stationId: integer('station_id').notNull(),
    chargerId: integer('pile_id').notNull(),
    /** Null for an outage of the whole charger. */
    portId: integer('port_id'),
    /** OutageCause: charger_offline, charger_fault, port_fault, out_of_service, stuck_session. */
    cause: text('cause').notNull(),
    startedAt: integer('started_at').notNull(),
    /** Null while the outage lasts. */
    endedAt: integer('ended_at'),
    /** OutageExclusionReason (23 CFR 680.116(b)(3)), null while the outage counts. */
    excludedReason: text('excluded_reason'),
    excludedNote: text('excluded_note').notNull().default(''),
    excludedBy: integer('excluded_by'),
    excludedAt: integer('excluded_at'),
  },
  (table) => [
    index('port_outages_port_started_idx').on(table.portId, table.startedAt).where(sql`${table.portId} is not null`),
    index('port_outages_pile_started_idx').on(table.chargerId, table.startedAt),
    // The outages still open are few: the uptime times them up to now from this small index.
    index('port_outages_open_idx').on(table.chargerId, table.portId).where(sql`${table.endedAt} is null`),
  ],
);

/**
 * A port's down and excluded milliseconds per day of the network's zone, from its ended outages: kept by the domain
 * as outages end or change exclusion, so a year's uptime reads a few rows per port instead of its outage history.
 * Outages still open are not in it.
 */
export const portOutageDays = sqliteTable(
  'port_outage_days',
  {
    portId: integer('port_id').notNull(),
    /** YYYY-MM-DD in the network's zone. */
    day: text('day').notNull(),
    stationId: integer('station_id').notNull(),
    downMs: integer('down_ms').notNull(),
    excludedMs: integer('excluded_ms').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.portId, table.day] }),
    // A period's sums per port from the index alone, for the whole network or one station.
    index('port_outage_days_port_idx').on(table.portId, table.day, table.downMs, table.excludedMs),
    index('port_outage_days_station_idx').on(table.stationId, table.day, table.portId, table.downMs, table.excludedMs),
  ],
);

/** A session that never delivered energy: its attempt and the charger's error code, for 23 CFR 680.112's data. */
export const failedSessions = sqliteTable(
  'failed_sessions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    stationId: integer('station_id').notNull(),
    chargerId: integer('pile_id').notNull(),
    portId: integer('port_id').notNull(),
    /** order_start_mode dictionary: how the driver paid or meant to. */
    startMode: integer('start_mode').notNull(),
    startedAt: integer('started_at').notNull(),
    endedAt: integer('ended_at').notNull(),
    /** The charger's error code (OCPP ChargePointErrorCode). */
    errorCode: text('error_code').notNull(),
  },
  (table) => [
    index('failed_sessions_port_started_idx').on(table.portId, table.startedAt),
    index('failed_sessions_station_started_idx').on(table.stationId, table.startedAt),
    index('failed_sessions_started_idx').on(table.startedAt),
  ],
);
