import { type AppDatabase, tables } from '@pcharging/db';
import { eq } from 'drizzle-orm';
import { COUNT_CAP, type PageWindow } from '../../lib/paging';
import { anyFilter, cappedCountStatements, runCappedCount } from '../capped-count';
import { preparedPerDatabase, preparedPerShape, rawStatement } from '../prepared';
import {
  NO_ORDERS,
  type OrderFilters,
  type OrderListRecord,
  type OrderSort,
  type OrderSums,
  orderCountQuery,
  orderFiltersShape,
  orderIdsQuery,
  orderPageQuery,
  ordersByIdsQuery,
  orderTotalsQuery,
} from './order-sql';
import { networkOrderCount } from './order-totals-rollup';

const { orders, customers, stations, chargers, ports, rfidCards, adminUsers } = tables;

const orderCountStatements = preparedPerShape(orderFiltersShape, (db, filters: OrderFilters) =>
  cappedCountStatements(db, orderCountQuery(filters)),
);

export interface OrderPageShape {
  filters: OrderFilters;
  sort: OrderSort;
  manyMatch: boolean;
}

const orderPageStatement = preparedPerShape(
  ({ filters, sort, manyMatch }: OrderPageShape) =>
    `${orderFiltersShape(filters)} ${sort.field} ${sort.order} many:${manyMatch}`,
  (db, { filters, sort, manyMatch }) => rawStatement<OrderListRecord>(db, orderPageQuery(filters, sort, manyMatch)),
);

export function countOrders(db: AppDatabase, filters: OrderFilters, cap = COUNT_CAP) {
  // Unfiltered (the list as it opens), the rollup holds the count: the probe walked up to `cap` index entries.
  if (!anyFilter(filters)) {
    const total = networkOrderCount(db);
    return total > cap ? { total: cap, capped: true } : { total, capped: false };
  }
  return runCappedCount(orderCountStatements(db, filters), { ...filters }, cap);
}

function orderPage(db: AppDatabase, filters: OrderFilters, sort: OrderSort, window: PageWindow, manyMatch: boolean) {
  return orderPageStatement(db, { filters, sort, manyMatch }).all({ ...filters, ...window });
}

export function listOrderPage(db: AppDatabase, filters: OrderFilters, sort: OrderSort, window: PageWindow) {
  const count = countOrders(db, filters);
  const items = orderPage(db, filters, sort, window, count.capped);
  return { items, total: count.total, totalCapped: count.capped };
}

const orderIdsStatement = preparedPerShape(
  ({ filters, sort, manyMatch }: OrderPageShape) =>
    `${orderFiltersShape(filters)} ${sort.field} ${sort.order} many:${manyMatch}`,
  (db, { filters, sort, manyMatch }) => rawStatement<{ id: number }>(db, orderIdsQuery(filters, sort, manyMatch)),
);

const orderTotalsStatement = preparedPerShape(orderFiltersShape, (db, filters: OrderFilters) =>
  rawStatement<OrderSums>(db, orderTotalsQuery(filters)),
);

/** The count and sums of every order the filters match. */
export function orderTotals(db: AppDatabase, filters: OrderFilters): OrderSums {
  return orderTotalsStatement(db, filters).get({ ...filters }) ?? NO_ORDERS;
}

const ordersByIdsStatement = preparedPerDatabase((db) => rawStatement<OrderListRecord>(db, ordersByIdsQuery));

/** The query shape an export of these orders reads its ids with, or undefined when more than `cap` match. */
export function exportOrderShape(
  db: AppDatabase,
  filters: OrderFilters,
  sort: OrderSort,
  cap: number,
): OrderPageShape | undefined {
  const count = countOrders(db, filters, cap);
  return count.capped ? undefined : { filters, sort, manyMatch: count.total > COUNT_CAP };
}

/** The ids of one window of the matching orders, in list order. */
export function orderIdsPage(db: AppDatabase, shape: OrderPageShape, window: PageWindow): number[] {
  return orderIdsStatement(db, shape)
    .all({ ...shape.filters, ...window })
    .map((row) => row.id);
}

/** The orders of these ids, in their order, as the list shows them. */
export function ordersByIds(db: AppDatabase, ids: readonly number[]): OrderListRecord[] {
  return ordersByIdsStatement(db).all({ ids: JSON.stringify(ids) });
}

export function findOrder(db: AppDatabase, id: number) {
  return db
    .select({
      order: orders,
      account: customers.account,
      customerName: customers.name,
      stationName: stations.name,
      stationCode: stations.code,
      chargerSerial: chargers.serial,
      chargerName: chargers.name,
      portCode: ports.code,
      portAlias: ports.aliasName,
      cardNo: rfidCards.cardNo,
      stoppedBy: adminUsers.username,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(stations, eq(stations.id, orders.stationId))
    .innerJoin(chargers, eq(chargers.id, orders.chargerId))
    .innerJoin(ports, eq(ports.id, orders.portId))
    .leftJoin(rfidCards, eq(rfidCards.id, orders.cardId))
    .leftJoin(adminUsers, eq(adminUsers.id, orders.stoppedBy))
    .where(eq(orders.id, id))
    .get();
}

export type OrderRecord = NonNullable<ReturnType<typeof findOrder>>;

/** What a refund checks of an order: whose it is, whether it is paid, and what is left to give back. */
export function orderToRefund(db: AppDatabase, id: number) {
  return db
    .select({
      customerId: tables.orders.customerId,
      orderNo: tables.orders.orderNo,
      status: tables.orders.status,
      totalCents: tables.orders.totalCents,
      refundedCents: tables.orders.refundedCents,
    })
    .from(tables.orders)
    .where(eq(tables.orders.id, id))
    .get();
}
