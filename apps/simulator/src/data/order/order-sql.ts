import type { OrderStatus } from '@pcharging/api-client/enums';
import { type SQL, sql } from 'drizzle-orm';
import { anyFilter, type CappedCountQueries, cappedCountQueries } from '../capped-count';
import { customerIdsFound, type PersonSearch, searchesPerson } from '../customer/customer-search';
import { presentKeys } from '../prepared';

export interface OrderFilters extends PersonSearch {
  orderNo?: string;
  /** Resolved from the customer account before the query is built. */
  customerId?: number;
  stationId?: number;
  portId?: number;
  startMode?: number;
  status?: number;
  /** How much of the order was refunded: nothing, part of its total, all of it. */
  refundState?: 'none' | 'partial' | 'full';
  /** Inclusive epoch ms bounds of started_at. */
  startedFrom?: number;
  startedTo?: number;
}

export type OrderSortField = 'started_at' | 'total' | 'energy';

export interface OrderSort {
  field: OrderSortField;
  order: 'asc' | 'desc';
}

/** Orders still charging (1) or unpaid (2) are few at any time; paid ones (3) are nearly all of them. */
const FEW_ORDER_STATUSES: readonly number[] = [1, 2];

const hasFewStatus = (filters: OrderFilters) =>
  filters.status !== undefined && FEW_ORDER_STATUSES.includes(filters.status);

/** Few orders are refunded: their own partial index finds them (its condition written as the index has it). */
const isRefunded = (filters: OrderFilters) => filters.refundState === 'partial' || filters.refundState === 'full';

const refundConditions = {
  none: sql`x.refunded_cents = 0`,
  partial: sql`x.refunded_cents > 0 and x.refunded_cents < x.total_cents`,
  full: sql`x.refunded_cents > 0 and x.refunded_cents >= x.total_cents`,
} as const;

/** What decides an order query's SQL (its filters given, and the index they pick), not their values. */
export const orderFiltersShape = (filters: OrderFilters) =>
  `${presentKeys(filters)} few:${hasFewStatus(filters)} refund:${filters.refundState ?? ''}`;

/**
 * The index that drives a filtered query: the most selective filter given. Every orders index starts with
 * its filter column and goes on with started_at, so the time range narrows the same index range; the other
 * filters are carried in the index after `id` and are checked without reading the table (db/schema/orders.ts).
 */
function filterIndex(filters: OrderFilters): string {
  const fewStatus = hasFewStatus(filters);
  if (filters.orderNo !== undefined) return 'orders_order_no_unique';
  if (filters.customerId !== undefined || searchesPerson(filters)) return 'orders_customer_started_idx';
  if (filters.portId !== undefined) return 'orders_port_started_idx';
  if (isRefunded(filters)) return 'orders_refunded_started_idx';
  if (fewStatus) return 'orders_status_started_idx';
  if (filters.stationId !== undefined) return 'orders_station_started_idx';
  if (filters.startMode !== undefined) return 'orders_mode_started_idx';
  if (filters.status !== undefined) return 'orders_status_started_idx';
  return 'orders_started_idx';
}

const sortIndexes: Record<Exclude<OrderSortField, 'started_at'>, string> = {
  total: 'orders_total_idx',
  energy: 'orders_energy_idx',
};

const sortColumns: Record<OrderSortField, string> = {
  started_at: 'started_at',
  total: 'total_cents',
  energy: 'energy_wh',
};

function whereClause(filters: OrderFilters): SQL {
  const conditions: SQL[] = [sql`1 = 1`];
  if (filters.orderNo !== undefined) conditions.push(sql`x.order_no = ${sql.placeholder('orderNo')}`);
  if (filters.customerId !== undefined) conditions.push(sql`x.customer_id = ${sql.placeholder('customerId')}`);
  if (searchesPerson(filters)) conditions.push(sql`x.customer_id in (${customerIdsFound(filters)})`);
  if (filters.portId !== undefined) conditions.push(sql`x.port_id = ${sql.placeholder('portId')}`);
  if (filters.stationId !== undefined) conditions.push(sql`x.station_id = ${sql.placeholder('stationId')}`);
  if (filters.status !== undefined) conditions.push(sql`x.status = ${sql.placeholder('status')}`);
  if (filters.startMode !== undefined) conditions.push(sql`x.start_mode = ${sql.placeholder('startMode')}`);
  if (filters.refundState !== undefined) conditions.push(refundConditions[filters.refundState]);
  if (filters.startedFrom !== undefined) conditions.push(sql`x.started_at >= ${sql.placeholder('startedFrom')}`);
  if (filters.startedTo !== undefined) conditions.push(sql`x.started_at <= ${sql.placeholder('startedTo')}`);
  return sql.join(conditions, sql` and `);
}

function orderBy(alias: 'x' | 'o', sort: OrderSort): SQL {
  const direction = sql.raw(sort.order === 'asc' ? 'asc' : 'desc');
  const column = sql.raw(`${alias}.${sortColumns[sort.field]}`);
  return sql`${column} ${direction}, ${sql.raw(alias)}.id ${direction}`;
}

/**
 * The count of the matching orders, up to a cap (see cappedCountQueries). Each query takes its filter values as
 * placeholders named as in OrderFilters, so one statement serves every call of that shape.
 */
export function orderCountQuery(filters: OrderFilters): CappedCountQueries {
  const index = sql.raw(filterIndex(filters));
  return cappedCountQueries(sql`orders x indexed by ${index}`, anyFilter(filters) ? whereClause(filters) : undefined);
}

/** Every matching order counted and summed (not capped), through the filter's index. */
export function orderTotalsQuery(filters: OrderFilters): SQL {
  const index = sql.raw(filterIndex(filters));
  return sql`select count(*) as orders, coalesce(sum(x.energy_wh), 0) as energyWh,
    coalesce(sum(x.elect_fee_cents), 0) as electFeeCents, coalesce(sum(x.service_fee_cents), 0) as serviceFeeCents,
    coalesce(sum(x.park_fee_cents), 0) as parkFeeCents, coalesce(sum(x.total_cents), 0) as grossCents,
    coalesce(sum(x.refunded_cents), 0) as refundsOfOrdersCents
    from orders x indexed by ${index} where ${whereClause(filters)}`;
}

/** Orders' sums (by the order's day), money in cents, energy in Wh. */
export interface OrderSums {
  orders: number;
  energyWh: number;
  electFeeCents: number;
  serviceFeeCents: number;
  parkFeeCents: number;
  grossCents: number;
  refundsOfOrdersCents: number;
}

export const NO_ORDERS: OrderSums = {
  orders: 0,
  energyWh: 0,
  electFeeCents: 0,
  serviceFeeCents: 0,
  parkFeeCents: 0,
  grossCents: 0,
  refundsOfOrdersCents: 0,
};

const orderRecordColumns = sql`o.id as id, o.order_no as orderNo, o.customer_id as customerId,
  c.account as account, o.station_id as stationId, s.name as stationName, o.pile_id as chargerId, o.port_id as portId,
  p.code as portCode, p.alias_name as portAlias, o.duration_minutes as durationMinutes,
  o.idle_minutes as idleMinutes, o.energy_wh as energyWh, o.elect_fee_cents as electFeeCents,
  o.service_fee_cents as serviceFeeCents, o.park_fee_cents as parkFeeCents, o.total_cents as totalCents,
  o.start_mode as startMode, o.status as status, o.started_at as startedAt, o.ended_at as endedAt,
  o.paid_at as paidAt, o.refunded_cents as refundedCents`;

const orderRecordJoins = sql`cross join customers c on c.id = o.customer_id
  cross join stations s on s.id = o.station_id
  cross join ports p on p.id = o.port_id`;

/**
 * The ids of one page of matching orders, from the index alone (placeholders `limit` and `offset`).
 *
 * Sorting by total or energy walks that column's index when many orders match (the next matches are near),
 * and otherwise sorts the few matches found through the filter's index: `manyMatch` is the capped count's verdict.
 */
export function orderIdsQuery(filters: OrderFilters, sort: OrderSort, manyMatch: boolean): SQL {
  const index = sql.raw(sort.field !== 'started_at' && manyMatch ? sortIndexes[sort.field] : filterIndex(filters));
  return sql`select x.id from orders x indexed by ${index} where ${whereClause(filters)}
    order by ${orderBy('x', sort)} limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}`;
}

/**
 * One page of orders with the names a row shows. The page's ids are found first, and only those rows are
 * joined: skipped rows of a deep page cost an index step, not a join. CROSS JOIN keeps the page as the outer
 * loop; otherwise SQLite may walk all orders in index order to skip the final sort.
 */
export function orderPageQuery(filters: OrderFilters, sort: OrderSort, manyMatch: boolean): SQL {
  return sql`select ${orderRecordColumns}
    from (${orderIdsQuery(filters, sort, manyMatch)}) page
    cross join orders o on o.id = page.id
    ${orderRecordJoins}
    order by ${orderBy('o', sort)}`;
}

/** The orders whose ids the placeholder `ids` lists (a JSON array), in that list's order, as a page shows them. */
export const ordersByIdsQuery = sql`select ${orderRecordColumns}
  from json_each(${sql.placeholder('ids')}) page
  cross join orders o on o.id = page.value
  ${orderRecordJoins}
  order by page.key`;

export interface OrderListRecord {
  id: number;
  orderNo: string;
  customerId: number;
  account: string;
  stationId: number;
  stationName: string;
  chargerId: number;
  portId: number;
  portCode: string;
  portAlias: string;
  durationMinutes: number;
  idleMinutes: number;
  energyWh: number;
  electFeeCents: number;
  serviceFeeCents: number;
  parkFeeCents: number;
  totalCents: number;
  startMode: number;
  status: OrderStatus;
  startedAt: number;
  endedAt: number | null;
  paidAt: number | null;
  refundedCents: number;
}
