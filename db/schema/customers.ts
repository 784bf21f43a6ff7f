import type { AccountStatus } from '@pcharging/api-client/enums';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { stations } from './stations';
import { timestamps } from './timestamps';

export const customers = sqliteTable(
  'customers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    account: text('account').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    balanceCents: integer('balance_cents').notNull().default(0),
    status: integer('status').$type<AccountStatus>().notNull().default(1),
    /** Pending until the customer consents to an account the operator created for them. */
    consent: integer('consent').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('customers_account_unique').on(table.account),
    index('customers_name_idx').on(table.name),
    index('customers_email_idx').on(table.email),
    index('customers_phone_idx').on(table.phone),
    // Customers of a status newest first (the list filtered by status) read in order, without sorting them all.
    index('customers_status_idx').on(table.status, table.createdAt),
    index('customers_created_idx').on(table.createdAt),
  ],
);

export const rfidCards = sqliteTable(
  'rfid_cards',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    cardNo: text('card_no').notNull(),
    customerId: integer('customer_id').references(() => customers.id),
    stationId: integer('station_id').references(() => stations.id),
    status: integer('status').notNull().default(1),
    boundAt: integer('bound_at'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('rfid_cards_card_no_unique').on(table.cardNo),
    // The status too: a customer's active card is found here, in id order, where the status index alone made
    // SQLite walk every active card of the network for it (each session the engine starts asks).
    index('rfid_cards_customer_idx').on(table.customerId, table.status),
    index('rfid_cards_station_idx').on(table.stationId),
    index('rfid_cards_status_idx').on(table.status),
  ],
);
