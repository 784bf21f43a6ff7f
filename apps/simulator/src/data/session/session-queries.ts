import { type AppDatabase, tables } from '@pcharging/db';
import { eq } from 'drizzle-orm';
import type { PageWindow } from '../../lib/paging';
import { NO_MATCH_ID } from '../customer/customer-queries';
import { preparedPerDatabase, preparedPerShape, presentKeys, rawStatement } from '../prepared';
import {
  type SessionFilters,
  type SessionRecord,
  sessionByIdQuery,
  sessionCountQuery,
  sessionPageQuery,
} from './session-sql';

/** When and how long before a still session is suspect: the placeholders `now` and `threshold`. */
export interface SuspectClock {
  now: number;
  threshold: number;
}

const countStatement = preparedPerShape(presentKeys, (db, filters: SessionFilters) =>
  rawStatement<{ total: number; suspect: number }>(db, sessionCountQuery(filters)),
);

const pageStatement = preparedPerShape(presentKeys, (db, filters: SessionFilters) =>
  rawStatement<SessionRecord>(db, sessionPageQuery(filters)),
);

const byIdStatement = preparedPerDatabase((db) => rawStatement<SessionRecord>(db, sessionByIdQuery));

/** The values of a shape's placeholders: a boolean filter has none of its own (it changes the SQL). */
function filterValues(filters: SessionFilters): Record<string, unknown> {
  const { suspect: _suspect, ...values } = filters;
  return values;
}

export function listSessionPage(db: AppDatabase, filters: SessionFilters, window: PageWindow, clock: SuspectClock) {
  const values = { ...filterValues(filters), ...clock };
  const counts = countStatement(db, filters).get(values) ?? { total: 0, suspect: 0 };
  const items = pageStatement(db, filters).all({ ...values, ...window });
  return { items, total: counts.total, suspect: counts.suspect };
}

export function findSession(db: AppDatabase, id: number, clock: SuspectClock): SessionRecord | undefined {
  return byIdStatement(db).get({ id, ...clock });
}

/** The card with this number (as readers report it, upper-case), or an id nothing has. */
export function cardIdOfNumber(db: AppDatabase, cardNo: string): number {
  const row = db
    .select({ id: tables.rfidCards.id })
    .from(tables.rfidCards)
    .where(eq(tables.rfidCards.cardNo, cardNo.toUpperCase()))
    .get();
  return row?.id ?? NO_MATCH_ID;
}

/** How many sessions in progress are suspect, network-wide or at one station. */
export function countSuspectSessions(db: AppDatabase, clock: SuspectClock, stationId?: number): number {
  const filters: SessionFilters = { suspect: true, ...(stationId === undefined ? {} : { stationId }) };
  return countStatement(db, filters).get({ ...filterValues(filters), ...clock })?.suspect ?? 0;
}
