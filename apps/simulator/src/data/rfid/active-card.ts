import type { AppDatabase } from '@pcharging/db';
import { statementsPerDatabase } from '../prepared';

/** A customer's first active card: the one a session the engine starts for them is charged to. */
export const ACTIVE_CARD_SQL = 'select id from rfid_cards where customer_id = ? and status = 1 order by id limit 1';

const statements = statementsPerDatabase((sqlite) => ({
  activeCard: sqlite.prepare<[number], number>(ACTIVE_CARD_SQL).pluck(),
}));

export const activeCardOf = (db: AppDatabase, customerId: number): number | null =>
  statements(db).activeCard.get(customerId) ?? null;
