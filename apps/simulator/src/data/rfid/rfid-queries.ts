import { type AppDatabase, tables } from '@pcharging/db';
import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { PageWindow } from '../../lib/paging';
import { likePattern } from '../search';

const { rfidCards, customers, stations } = tables;

/** What a lookup needs; a transaction offers it as well as the database. */
type Reader = Pick<AppDatabase, 'select'>;

export interface RfidCardFilters {
  cardNo?: string;
  account?: string;
  bound?: boolean;
  stationId?: number;
  status?: number;
}

const cardColumns = {
  id: rfidCards.id,
  cardNo: rfidCards.cardNo,
  status: rfidCards.status,
  customerId: rfidCards.customerId,
  account: customers.account,
  customerName: customers.name,
  customerEmail: customers.email,
  stationId: rfidCards.stationId,
  stationName: stations.name,
  boundAt: rfidCards.boundAt,
  createdAt: rfidCards.createdAt,
};

function filterConditions(filters: RfidCardFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.cardNo) conditions.push(sql`${rfidCards.cardNo} like ${likePattern(filters.cardNo)} escape '\\'`);
  if (filters.account) conditions.push(sql`${customers.account} like ${likePattern(filters.account)} escape '\\'`);
  if (filters.bound !== undefined) {
    conditions.push(filters.bound ? isNotNull(rfidCards.customerId) : isNull(rfidCards.customerId));
  }
  if (filters.stationId !== undefined) conditions.push(eq(rfidCards.stationId, filters.stationId));
  if (filters.status !== undefined) conditions.push(eq(rfidCards.status, filters.status));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export function listRfidCardPage(db: AppDatabase, filters: RfidCardFilters, window: PageWindow) {
  const where = filterConditions(filters);
  const items = db
    .select(cardColumns)
    .from(rfidCards)
    .leftJoin(customers, eq(customers.id, rfidCards.customerId))
    .leftJoin(stations, eq(stations.id, rfidCards.stationId))
    .where(where)
    .orderBy(desc(rfidCards.id))
    .limit(window.limit)
    .offset(window.offset)
    .all();
  const [totalRow] = db
    .select({ total: count() })
    .from(rfidCards)
    .leftJoin(customers, eq(customers.id, rfidCards.customerId))
    .where(where)
    .all();
  return { items, total: totalRow?.total ?? 0 };
}

export function findRfidCard(db: AppDatabase, id: number) {
  return db
    .select(cardColumns)
    .from(rfidCards)
    .leftJoin(customers, eq(customers.id, rfidCards.customerId))
    .leftJoin(stations, eq(stations.id, rfidCards.stationId))
    .where(eq(rfidCards.id, id))
    .get();
}

export type RfidCardRecord = NonNullable<ReturnType<typeof findRfidCard>>;

export function cardNoTaken(db: AppDatabase, cardNo: string): boolean {
  return db.select({ id: rfidCards.id }).from(rfidCards).where(eq(rfidCards.cardNo, cardNo)).get() !== undefined;
}

export function existingCardNos(db: Reader, cardNos: readonly string[]): Set<string> {
  if (cardNos.length === 0) return new Set();
  const rows = db
    .select({ cardNo: rfidCards.cardNo })
    .from(rfidCards)
    .where(inArray(rfidCards.cardNo, [...cardNos]))
    .all();
  return new Set(rows.map((row) => row.cardNo));
}

const customerColumns = {
  id: customers.id,
  account: customers.account,
  name: customers.name,
  email: customers.email,
  status: customers.status,
};

export type CardHolder = { id: number; account: string; name: string; email: string; status: number };

export function findCustomerByAccount(db: AppDatabase, account: string): CardHolder | undefined {
  return db.select(customerColumns).from(customers).where(eq(customers.account, account)).get();
}

export function customersByAccount(db: Reader, accounts: readonly string[]): Map<string, CardHolder> {
  if (accounts.length === 0) return new Map();
  const rows = db
    .select(customerColumns)
    .from(customers)
    .where(inArray(customers.account, [...accounts]))
    .all();
  return new Map(rows.map((row) => [row.account, row]));
}

export function stationExists(db: AppDatabase, stationId: number): boolean {
  return db.select({ id: stations.id }).from(stations).where(eq(stations.id, stationId)).get() !== undefined;
}
