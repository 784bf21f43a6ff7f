import type { AccountStatus } from '@pcharging/api-client/enums';
import { type AppDatabase, tables } from '@pcharging/db';
import { and, asc, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { PageWindow } from '../../lib/paging';
import { customerIdsFound, personSearch } from './customer-search';

const { customers, rfidCards, stations, orders } = tables;

export const RECENT_ORDERS = 20;

/** No customer or order has id 0: an unknown account or number filters down to nothing through the same index. */
export const NO_MATCH_ID = 0;

export function customerIdOfAccount(db: AppDatabase, account: string): number {
  const row = db.select({ id: customers.id }).from(customers).where(eq(customers.account, account)).get();
  return row?.id ?? NO_MATCH_ID;
}

export interface CustomerFilters {
  keyword?: string;
  status?: AccountStatus;
  /** Epoch ms, inclusive. */
  createdFrom?: number;
  /** Epoch ms, exclusive. */
  createdBefore?: number;
  sort: 'created_at' | 'account';
  order: 'asc' | 'desc';
}

const sortColumns = { created_at: customers.createdAt, account: customers.account } as const;

function filterConditions(filters: CustomerFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.keyword) {
    conditions.push(sql`${customers.id} in (${customerIdsFound(personSearch(filters.keyword), 'bound')})`);
  }
  if (filters.status !== undefined) conditions.push(eq(customers.status, filters.status));
  if (filters.createdFrom !== undefined) conditions.push(gte(customers.createdAt, filters.createdFrom));
  if (filters.createdBefore !== undefined) conditions.push(lt(customers.createdAt, filters.createdBefore));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const customerColumns = {
  id: customers.id,
  account: customers.account,
  name: customers.name,
  email: customers.email,
  phone: customers.phone,
  status: customers.status,
  consent: customers.consent,
  balanceCents: customers.balanceCents,
  createdAt: customers.createdAt,
  updatedAt: customers.updatedAt,
  // Written out qualified: drizzle renders columns unqualified here, which a subquery would rebind.
  cards: sql<number>`(select count(*) from rfid_cards r where r.customer_id = customers.id)`,
};

/**
 * The page's ids first, then their details: the cards counted in the same select were counted for every match
 * before sorting (97,000 active customers on the `large` seed).
 */
export function customerPageQuery(db: AppDatabase, filters: CustomerFilters, window: PageWindow) {
  const direction = filters.order === 'asc' ? asc : desc;
  const order = [direction(sortColumns[filters.sort]), direction(customers.id)];
  const page = db
    .select({ id: customers.id })
    .from(customers)
    .where(filterConditions(filters))
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset)
    .as('page');
  // CROSS JOIN keeps the page the outer loop, each of its customers then read by id.
  return db
    .select(customerColumns)
    .from(page)
    .crossJoin(customers)
    .where(eq(customers.id, page.id))
    .orderBy(...order);
}

export function listCustomerPage(db: AppDatabase, filters: CustomerFilters, window: PageWindow) {
  const items = customerPageQuery(db, filters, window).all();
  const [totalRow] = db.select({ total: count() }).from(customers).where(filterConditions(filters)).all();
  return { items, total: totalRow?.total ?? 0 };
}

export function findCustomer(db: AppDatabase, id: number) {
  return db.select(customerColumns).from(customers).where(eq(customers.id, id)).get();
}

export type CustomerRecord = NonNullable<ReturnType<typeof findCustomer>>;

export function customerCards(db: AppDatabase, customerId: number) {
  return db
    .select({
      id: rfidCards.id,
      cardNo: rfidCards.cardNo,
      status: rfidCards.status,
      stationId: rfidCards.stationId,
      stationName: stations.name,
      boundAt: rfidCards.boundAt,
    })
    .from(rfidCards)
    .leftJoin(stations, eq(stations.id, rfidCards.stationId))
    .where(eq(rfidCards.customerId, customerId))
    .orderBy(asc(rfidCards.id))
    .all();
}

export function recentOrders(db: AppDatabase, customerId: number) {
  return db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      stationId: orders.stationId,
      stationName: stations.name,
      status: orders.status,
      startMode: orders.startMode,
      startedAt: orders.startedAt,
      endedAt: orders.endedAt,
      durationMinutes: orders.durationMinutes,
      energyWh: orders.energyWh,
      totalCents: orders.totalCents,
      refundedCents: orders.refundedCents,
    })
    .from(orders)
    .innerJoin(stations, eq(stations.id, orders.stationId))
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.startedAt), desc(orders.id))
    .limit(RECENT_ORDERS)
    .all();
}

/** Lifetime figures over the customer's orders; "spent" counts paid orders only. */
export function orderTotals(db: AppDatabase, customerId: number) {
  const row = db
    .select({
      orders: count(),
      energyWh: sql<number>`coalesce(sum(${orders.energyWh}), 0)`,
      spentCents: sql<number>`coalesce(sum(case when ${orders.status} = 3 then ${orders.totalCents} else 0 end), 0)`,
    })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .get();
  return { orders: row?.orders ?? 0, energyWh: row?.energyWh ?? 0, spentCents: row?.spentCents ?? 0 };
}
