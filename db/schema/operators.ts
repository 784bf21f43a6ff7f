import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { timestamps } from './timestamps';

export const operators = sqliteTable(
  'operators',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    account: text('account').notNull(),
    /** Write-only on the wire: answers only say whether one is set. */
    secret: text('secret').notNull().default(''),
    messageSecret: text('message_secret').notNull().default(''),
    messageIv: text('message_iv').notNull().default(''),
    company: text('company').notNull().default(''),
    type: integer('type').notNull().default(1),
    contactPerson: text('contact_person').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    emergencyContact: text('emergency_contact').notNull().default(''),
    description: text('description').notNull().default(''),
    logo: text('logo').notNull().default(''),
    callbackUrl: text('callback_url').notNull().default(''),
    status: integer('status').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('operators_account_unique').on(table.account),
    index('operators_name_idx').on(table.name),
    index('operators_type_idx').on(table.type),
  ],
);
