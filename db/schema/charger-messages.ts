import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * What each charger and the back office said to each other, in OCPP 1.6-J terms: one row per CALL, CALLRESULT or
 * CALLERROR. Only the last 10,000 of a charger are kept; its rows are pruned by id, oldest first.
 */
export const chargerMessages = sqliteTable(
  'charger_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    chargerId: integer('pile_id').notNull(),
    at: integer('at').notNull(),
    /** 0 the charger sent it, 1 the back office did. */
    toCharger: integer('to_charger').notNull(),
    /** OCPP-J's message type: 2 CALL, 3 CALLRESULT, 4 CALLERROR. */
    messageType: integer('message_type').notNull(),
    action: text('action').notNull(),
    messageId: text('message_id').notNull(),
    payload: text('payload').notNull(),
  },
  (table) => [index('charger_messages_pile_id_idx').on(table.chargerId, table.id)],
);
