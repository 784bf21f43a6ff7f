import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { timestamps } from './timestamps';

/** Fees in cents: per kWh, per hour of charging, per idle minute after the free minutes. */
export const priceTemplates = sqliteTable(
  'price_templates',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    feeType: integer('fee_type').notNull().default(1),
    /** JSON list of time-of-use periods ({from, to, electFee}) for fee type 2. */
    periods: text('periods').notNull().default('[]'),
    electFeeCents: integer('elect_fee_cents').notNull(),
    serviceFeeCents: integer('service_fee_cents').notNull(),
    parkFeeCents: integer('park_fee_cents').notNull(),
    freeParkMinutes: integer('free_park_minutes').notNull().default(15),
    status: integer('status').notNull().default(1),
    ...timestamps,
  },
  (table) => [index('price_templates_name_idx').on(table.name)],
);
