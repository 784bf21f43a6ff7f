import { type AppDatabase, tables } from '@pcharging/db';
import { eq } from 'drizzle-orm';
import { COUNT_CAP, type PageWindow } from '../../lib/paging';
import {
  type OrderFilters,
  type OrderListRecord,
  type OrderSort,
  orderCountQuery,
  orderPageQuery,
} from './order-query';

const { orders, customers, stations, piles, ports, rfidCards } = tables;

/** Matching orders counted up to `cap`, and whether more match. */
export function countOrders(db: AppDatabase, filters: OrderFilters, cap = COUNT_CAP) {
  const row = db.get<{ n: number }>(orderCountQuery(filters, cap));
  const n = row?.n ?? 0;
  return { total: Math.min(n, cap), capped: n > cap };
}

export function listOrderPage(db: AppDatabase, filters: OrderFilters, sort: OrderSort, window: PageWindow) {
  const count = countOrders(db, filters);
  const items = db.all<OrderListRecord>(orderPageQuery(filters, sort, window, count.capped));
  return { items, total: count.total, totalCapped: count.capped };
}

/** Every matching order in list order, or undefined when more than `cap` match. */
export function exportOrderRecords(db: AppDatabase, filters: OrderFilters, sort: OrderSort, cap: number) {
  const count = countOrders(db, filters, cap);
  if (count.capped) return undefined;
  return db.all<OrderListRecord>(orderPageQuery(filters, sort, { limit: cap, offset: 0 }, count.total > COUNT_CAP));
}

export function findOrder(db: AppDatabase, id: number) {
  return db
    .select({
      order: orders,
      account: customers.account,
      customerName: customers.name,
      stationName: stations.name,
      stationCode: stations.code,
      pileSerial: piles.serial,
      pileName: piles.name,
      portCode: ports.code,
      portAlias: ports.aliasName,
      cardNo: rfidCards.cardNo,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(stations, eq(stations.id, orders.stationId))
    .innerJoin(piles, eq(piles.id, orders.pileId))
    .innerJoin(ports, eq(ports.id, orders.portId))
    .leftJoin(rfidCards, eq(rfidCards.id, orders.cardId))
    .where(eq(orders.id, id))
    .get();
}

export type OrderRecord = NonNullable<ReturnType<typeof findOrder>>;
