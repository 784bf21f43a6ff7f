import type { AlarmStatus } from '@pcharging/api-client/enums';
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { chargers, ports } from './chargers';
import { stations } from './stations';

export const alarms = sqliteTable(
  'alarms',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    stationId: integer('station_id').references(() => stations.id),
    chargerId: integer('pile_id').references(() => chargers.id),
    portId: integer('port_id').references(() => ports.id),
    /** What raised it: pile, port or station. */
    source: text('source').notNull(),
    code: text('code').notNull(),
    /** 1 info, 2 warning, 3 critical. */
    level: integer('level').notNull().default(2),
    message: text('message').notNull(),
    status: integer('status').$type<AlarmStatus>().notNull().default(0),
    raisedAt: integer('raised_at').notNull(),
    acknowledgedAt: integer('acknowledged_at'),
    acknowledgedBy: integer('acknowledged_by'),
    repairedAt: integer('repaired_at'),
    repairedBy: integer('repaired_by'),
    repairNote: text('repair_note').notNull().default(''),
  },
  (table) => [
    index('alarms_status_raised_idx').on(table.status, table.raisedAt),
    index('alarms_station_raised_idx').on(table.stationId, table.raisedAt),
    index('alarms_pile_raised_idx').on(table.chargerId, table.raisedAt),
    index('alarms_level_raised_idx').on(table.level, table.raisedAt),
    index('alarms_source_raised_idx').on(table.source, table.raisedAt),
    index('alarms_raised_idx').on(table.raisedAt),
    // A port's alarms, detached when its charger loses the port or goes away, without walking every alarm.
    index('alarms_port_idx').on(table.portId).where(sql`${table.portId} is not null`),
  ],
);
