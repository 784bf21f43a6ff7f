import type { AppDatabase } from '@pcharging/db';
import { statementsPerDatabase } from '../prepared';

/** The most a charger keeps; older rows are dropped first. */
export const MESSAGES_KEPT = 10_000;
/** A charger's rows are pruned once this many more have been written since its last prune. */
const PRUNE_EVERY = 500;

export interface MessageRow {
  chargerId: number;
  at: number;
  toCharger: 0 | 1;
  messageType: 2 | 3 | 4;
  action: string;
  messageId: string;
  payload: string;
}

const statements = statementsPerDatabase((sqlite) => ({
  insert: sqlite.prepare<MessageRow>(
    `insert into charger_messages (pile_id, at, to_charger, message_type, action, message_id, payload)
     values (@chargerId, @at, @toCharger, @messageType, @action, @messageId, @payload)`,
  ),
  lastId: sqlite.prepare<[], number>('select coalesce(max(id), 0) from charger_messages').pluck(),
  prune: sqlite.prepare<[number, number, number]>(
    `delete from charger_messages where pile_id = ? and id <= (
       select id from charger_messages where pile_id = ? order by id desc limit 1 offset ?)`,
  ),
}));

interface Counters {
  nextMessageId: number;
  sincePrune: Map<number, number>;
}

const counters = new WeakMap<AppDatabase, Counters>();

function countersOf(db: AppDatabase): Counters {
  let found = counters.get(db);
  if (!found) {
    found = { nextMessageId: statements(db).lastId.get() ?? 0, sincePrune: new Map() };
    counters.set(db, found);
  }
  return found;
}

/** A message id no other message of this database has had: OCPP-J wants it unique per sender and exchange. */
export function newMessageId(db: AppDatabase): string {
  const state = countersOf(db);
  state.nextMessageId += 1;
  return state.nextMessageId.toString(36).padStart(6, '0');
}

/** Writes messages of one charger, and drops its oldest beyond MESSAGES_KEPT every PRUNE_EVERY rows. */
export function insertMessages(db: AppDatabase, rows: readonly MessageRow[]): void {
  const { insert, prune } = statements(db);
  const { sincePrune } = countersOf(db);
  for (const row of rows) {
    insert.run(row);
    const written = (sincePrune.get(row.chargerId) ?? 0) + 1;
    if (written < PRUNE_EVERY) {
      sincePrune.set(row.chargerId, written);
      continue;
    }
    prune.run(row.chargerId, row.chargerId, MESSAGES_KEPT);
    sincePrune.set(row.chargerId, 0);
  }
}
