import type { AppDatabase } from '@pcharging/db';
import type { PageWindow } from '../../lib/paging';
import { statementsPerDatabase } from '../prepared';

export interface MessageFilters {
  chargerId: number;
  action?: string | undefined;
  toCharger?: 0 | 1 | undefined;
  from?: number | undefined;
  to?: number | undefined;
}

export interface StoredMessage {
  id: number;
  at: number;
  toCharger: number;
  messageType: number;
  action: string;
  messageId: string;
  payload: string;
}

// One statement for every filter: a filter not given is null and matches all. A charger keeps at most 10,000
// rows, so its index (pile_id, id) walked newest first is all a page needs.
const where = `where pile_id = @chargerId and (@action is null or action = @action)
  and (@toCharger is null or to_charger = @toCharger) and (@from is null or at >= @from) and (@to is null or at <= @to)`;

const statements = statementsPerDatabase((sqlite) => ({
  page: sqlite.prepare<Record<string, number | string | null>, StoredMessage>(
    `select id, at, to_charger as toCharger, message_type as messageType, action, message_id as messageId, payload
     from charger_messages ${where} order by id desc limit @limit offset @offset`,
  ),
  count: sqlite
    .prepare<Record<string, number | string | null>, number>(`select count(*) from charger_messages ${where}`)
    .pluck(),
}));

function bound(filters: MessageFilters): Record<string, number | string | null> {
  return {
    chargerId: filters.chargerId,
    action: filters.action ?? null,
    toCharger: filters.toCharger ?? null,
    from: filters.from ?? null,
    to: filters.to ?? null,
  };
}

/** A page of a charger's messages, newest first, and how many the filters select. */
export function listMessagePage(db: AppDatabase, filters: MessageFilters, window: PageWindow) {
  const values = bound(filters);
  const { page, count } = statements(db);
  return { items: page.all({ ...values, ...window }), total: count.get(values) ?? 0 };
}

/** Every message the filters select, newest first (a charger keeps at most 10,000). */
export function allMessages(db: AppDatabase, filters: MessageFilters): StoredMessage[] {
  return statements(db).page.all({ ...bound(filters), limit: -1, offset: 0 });
}
