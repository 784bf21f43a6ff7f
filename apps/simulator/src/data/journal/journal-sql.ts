import type { JournalType } from '@pcharging/api-client/enums';
import { type SQL, sql } from 'drizzle-orm';
import { anyFilter, type CappedCountQueries, cappedCountQueries } from '../capped-count';

export interface JournalFilters {
  entryNo?: string;
  /** Resolved from the order number before the query is built. */
  orderId?: number;
  /** Resolved from the customer account before the query is built. */
  customerId?: number;
  type?: number;
  /** Inclusive epoch ms bounds of created_at. */
  createdFrom?: number;
  createdTo?: number;
}

/** The most selective filter's index drives; created_at follows the filter column in each (db/schema/orders.ts). */
function filterIndex(filters: JournalFilters): string {
  if (filters.entryNo !== undefined) return 'journal_entries_entry_no_unique';
  if (filters.orderId !== undefined) return 'journal_entries_order_idx';
  if (filters.customerId !== undefined) return 'journal_entries_customer_created_idx';
  if (filters.type !== undefined) return 'journal_entries_type_created_idx';
  return 'journal_entries_created_idx';
}

function whereClause(filters: JournalFilters): SQL {
  const conditions: SQL[] = [sql`1 = 1`];
  if (filters.entryNo !== undefined) conditions.push(sql`x.entry_no = ${sql.placeholder('entryNo')}`);
  if (filters.orderId !== undefined) conditions.push(sql`x.order_id = ${sql.placeholder('orderId')}`);
  if (filters.customerId !== undefined) conditions.push(sql`x.customer_id = ${sql.placeholder('customerId')}`);
  if (filters.type !== undefined) conditions.push(sql`x.type = ${sql.placeholder('type')}`);
  if (filters.createdFrom !== undefined) conditions.push(sql`x.created_at >= ${sql.placeholder('createdFrom')}`);
  if (filters.createdTo !== undefined) conditions.push(sql`x.created_at <= ${sql.placeholder('createdTo')}`);
  return sql.join(conditions, sql` and `);
}

/** The count of the matching entries, up to a cap; values as placeholders, as in orderCountQuery. */
export function journalCountQuery(filters: JournalFilters): CappedCountQueries {
  const index = sql.raw(filterIndex(filters));
  return cappedCountQueries(
    sql`journal_entries x indexed by ${index}`,
    anyFilter(filters) ? whereClause(filters) : undefined,
  );
}

/** Every matching entry counted, and summed by type (not capped), through the filter's index. */
export function journalTotalsQuery(filters: JournalFilters): SQL {
  const index = sql.raw(filterIndex(filters));
  const ofType = (type: number) => sql.raw(`coalesce(sum(case when x.type = ${type} then x.amount_cents end), 0)`);
  return sql`select count(*) as entries, ${ofType(1)} as topUpsCents, ${ofType(2)} as paymentsCents,
    ${ofType(3)} as refundsCents, ${ofType(5)} as adjustmentsCents, coalesce(sum(x.amount_cents), 0) as netCents
    from journal_entries x indexed by ${index} where ${whereClause(filters)}`;
}

export interface JournalTotalsRecord {
  entries: number;
  topUpsCents: number;
  /** Negative: payments take money from the balance. */
  paymentsCents: number;
  refundsCents: number;
  adjustmentsCents: number;
  netCents: number;
}

const journalRecordColumns = sql`j.id as id, j.entry_no as entryNo, j.type as type, j.customer_id as customerId,
  c.account as account, j.amount_cents as amountCents, j.balance_after_cents as balanceAfterCents,
  j.order_id as orderId, o.order_no as orderNo, j.remark as remark, j.created_at as createdAt`;

const journalRecordJoins = sql`cross join customers c on c.id = j.customer_id
  left join orders o on o.id = j.order_id`;

/** The ids of one page of matching entries, from the index alone (placeholders `limit` and `offset`). */
export function journalIdsQuery(filters: JournalFilters, order: 'asc' | 'desc' = 'desc'): SQL {
  const index = sql.raw(filterIndex(filters));
  const direction = sql.raw(order);
  return sql`select x.id from journal_entries x indexed by ${index} where ${whereClause(filters)}
    order by x.created_at ${direction}, x.id ${direction} limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}`;
}

/**
 * One page of entries, newest first unless told otherwise: ids first from the index, then only those joined,
 * the page as the outer loop (CROSS JOIN), as in orderPageQuery.
 */
export function journalPageQuery(filters: JournalFilters, order: 'asc' | 'desc' = 'desc'): SQL {
  const direction = sql.raw(order);
  return sql`select ${journalRecordColumns}
    from (${journalIdsQuery(filters, order)}) page
    cross join journal_entries j on j.id = page.id
    ${journalRecordJoins}
    order by j.created_at ${direction}, j.id ${direction}`;
}

/** The entries whose ids the placeholder `ids` lists (a JSON array), in that list's order. */
export const journalEntriesByIdsQuery = sql`select ${journalRecordColumns}
  from json_each(${sql.placeholder('ids')}) page
  cross join journal_entries j on j.id = page.value
  ${journalRecordJoins}
  order by page.key`;

export interface JournalRecord {
  id: number;
  entryNo: string;
  type: JournalType;
  customerId: number;
  account: string;
  amountCents: number;
  balanceAfterCents: number;
  orderId: number | null;
  orderNo: string | null;
  remark: string;
  createdAt: number;
}
