import type { StationStatus } from '@pcharging/api-client/enums';
import { index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { operators } from './operators';
import { priceTemplates } from './price-templates';
import { timestamps } from './timestamps';

export const stations = sqliteTable(
  'stations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The legacy StationID shown to people, e.g. ST000123. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    tel: text('tel').notNull().default(''),
    status: integer('status').$type<StationStatus>().notNull().default(0),
    ownerStatus: integer('owner_status').notNull().default(1),
    ownStatus: integer('own_status').notNull().default(1),
    type: integer('type').notNull().default(1),
    serviceTime: text('service_time').notNull().default(''),
    logo: text('logo').notNull().default(''),
    pictures: text('pictures').notNull().default('[]'),
    lng: real('lng').notNull(),
    lat: real('lat').notNull(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    priceTemplateId: integer('price_template_id').references(() => priceTemplates.id),
    remark: text('remark').notNull().default(''),
    contacts: text('contacts').notNull().default(''),
    phone: text('phone').notNull().default(''),
    province: text('province').notNull().default(''),
    city: text('city').notNull().default(''),
    district: text('district').notNull().default(''),
    address: text('address').notNull().default(''),
    minAmountCents: integer('min_amount_cents').notNull().default(2000),
    minStopAmountCents: integer('min_stop_amount_cents').notNull().default(100),
    minBalanceAlarm: integer('min_balance_alarm').notNull().default(0),
    minBalanceCents: integer('min_balance_cents').notNull().default(0),
    /** Loss ratio between metered and billed energy, e.g. 0.03. */
    lossRatio: real('loss_ratio').notNull().default(0),
    totalCurrent: integer('total_current').notNull().default(0),
    loadLimitKw: real('load_limit_kw').notNull().default(0),
    loadPeriodMinutes: integer('load_period_minutes').notNull().default(15),
    auditReason: text('audit_reason').notNull().default(''),
    submittedAt: integer('submitted_at'),
    auditedAt: integer('audited_at'),
    auditedBy: integer('audited_by'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('stations_code_unique').on(table.code),
    index('stations_name_idx').on(table.name),
    index('stations_status_idx').on(table.status),
    index('stations_type_idx').on(table.type),
    index('stations_city_idx').on(table.city),
    index('stations_operator_idx').on(table.operatorId),
    index('stations_price_template_idx').on(table.priceTemplateId),
    // The list's default order (newest first): a page is read from the index, not sorted from every station.
    index('stations_created_idx').on(table.createdAt),
  ],
);

/** Every change of a station's load-balancing settings. */
export const stationLoadHistory = sqliteTable(
  'station_load_history',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    stationId: integer('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    loadLimitKw: real('load_limit_kw').notNull(),
    loadPeriodMinutes: integer('load_period_minutes').notNull(),
    changedBy: integer('changed_by'),
    changedByName: text('changed_by_name').notNull().default(''),
    changedAt: integer('changed_at').notNull(),
  },
  (table) => [index('station_load_history_station_idx').on(table.stationId, table.changedAt)],
);
