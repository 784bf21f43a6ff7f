import type { AuditStatus, ChargerStatus, ChargerType, PortStatus } from '@pcharging/api-client/enums';
import { index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { operators } from './operators';
import { stations } from './stations';
import { timestamps } from './timestamps';

/** Chargers (the legacy table and its columns say "piles"); a charger without a station is equipment in stock. */
export const chargers = sqliteTable(
  'piles',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    serial: text('serial').notNull(),
    name: text('name').notNull(),
    /** 1 AC, 2 DC. */
    type: integer('type').$type<ChargerType>().notNull().default(1),
    stationId: integer('station_id').references(() => stations.id),
    manufacturerId: text('manufacturer_id').notNull().default(''),
    manufacturerName: text('manufacturer_name').notNull().default(''),
    model: text('model').notNull().default(''),
    ownStatus: integer('own_status').notNull().default(1),
    status: integer('status').$type<ChargerStatus>().notNull().default(0),
    /** While restarting: when the charger is back online (epoch ms); settled lazily by whoever reads it first. */
    restartUntil: integer('restart_until'),
    /** Onboarding: 0 draft, 1 under review, 2 rejected, 3 approved (live). */
    auditStatus: integer('audit_status').$type<AuditStatus>().notNull().default(3),
    auditReason: text('audit_reason').notNull().default(''),
    submittedAt: integer('submitted_at'),
    auditedAt: integer('audited_at'),
    auditedBy: integer('audited_by'),
    powerKw: real('power_kw').notNull(),
    currentA: integer('current_a').notNull().default(32),
    productionDate: text('production_date').notNull().default(''),
    operatorId: integer('operator_id').references(() => operators.id),
    connectors: integer('connectors').notNull().default(1),
    /** JSON list of RFID card numbers accepted while offline. */
    whiteList: text('white_list').notNull().default('[]'),
    chargeModel: text('charge_model').notNull().default(''),
    hasPos: integer('has_pos').notNull().default(0),
    lastHeartbeatAt: integer('last_heartbeat_at'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('piles_serial_unique').on(table.serial),
    index('piles_station_idx').on(table.stationId, table.status),
    index('piles_status_idx').on(table.status),
    // The charger list's default order, newest first, read without sorting every charger.
    index('piles_created_idx').on(table.createdAt, table.id),
    // An operator's chargers: deleting an operator checks its foreign key here.
    index('piles_operator_idx').on(table.operatorId),
    index('piles_manufacturer_idx').on(table.manufacturerName),
    // Audit first, status next: the overview counts approved chargers by status from this index alone.
    index('piles_audit_idx').on(table.auditStatus, table.status, table.stationId),
    index('piles_type_idx').on(table.type),
    index('piles_model_idx').on(table.model),
    index('piles_name_idx').on(table.name),
  ],
);

export const ports = sqliteTable(
  'ports',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The legacy chargerid: the charger's serial plus the connector number. */
    code: text('code').notNull(),
    chargerId: integer('pile_id')
      .notNull()
      .references(() => chargers.id, { onDelete: 'cascade' }),
    stationId: integer('station_id').references(() => stations.id),
    connectorNo: integer('connector_no').notNull(),
    aliasName: text('alias_name').notNull().default(''),
    status: integer('status').$type<PortStatus>().notNull().default(1),
    connectType: integer('connect_type').notNull().default(2),
    voltageUpper: integer('voltage_upper').notNull().default(250),
    voltageLower: integer('voltage_lower').notNull().default(190),
    powerKw: real('power_kw').notNull(),
    todayDate: text('today_date').notNull().default(''),
    todayEnergyWh: integer('today_energy_wh').notNull().default(0),
    todaySessions: integer('today_sessions').notNull().default(0),
    todayMinutes: integer('today_minutes').notNull().default(0),
    /** Set while an operator holds the port out of service: it takes no session. */
    inoperativeSince: integer('inoperative_since'),
    inoperativeReason: text('inoperative_reason').notNull().default(''),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('ports_code_unique').on(table.code),
    // The status too: a charger's ports by status are counted from here (the charger list), where the status-first
    // index made SQLite count every port of that status in the network for each charger.
    index('ports_pile_idx').on(table.chargerId, table.status),
    index('ports_station_status_idx').on(table.stationId, table.status),
    // Status first: the overview counts the network's ports by status in one pass over this index.
    index('ports_status_station_idx').on(table.status, table.stationId),
  ],
);

/**
 * How many of the network's ports (those at a station) are in each status: what the overview shows, read from a
 * few rows instead of counting tens of thousands of ports on every call. Triggers on `ports` keep it equal to
 * those counts (see the port_status_counts migration); a bulk load counts again (`rebuildPortStatusCounts`).
 */
export const portStatusCounts = sqliteTable('port_status_counts', {
  status: integer('status').$type<PortStatus>().primaryKey(),
  ports: integer('ports').notNull().default(0),
});
