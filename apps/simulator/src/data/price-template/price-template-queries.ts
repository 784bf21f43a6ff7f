import { OrderStatus } from '@pcharging/api-client/enums';
import { type AppDatabase, tables } from '@pcharging/db';
import { and, asc, between, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PageWindow } from '../../lib/paging';
import { pageOf } from '../page';
import { foldedContains, foldedPattern } from '../search';

const { priceTemplates, stations, orders } = tables;

// Written out qualified: drizzle renders columns unqualified in single-table selects, which a subquery would rebind.
const stationCount = sql<number>`(select count(*) from stations s where s.price_template_id = price_templates.id)`;

export function listPriceTemplatePage(db: AppDatabase, name: string | undefined, window: PageWindow) {
  const where = name ? foldedContains([priceTemplates.name], foldedPattern(name)) : undefined;
  const rows = db
    .select({ template: priceTemplates, stations: stationCount })
    .from(priceTemplates)
    .where(where)
    .orderBy(desc(priceTemplates.updatedAt), desc(priceTemplates.id));
  return pageOf(db, rows, window, priceTemplates, where);
}

export function findPriceTemplate(db: AppDatabase, id: number) {
  return db
    .select({ template: priceTemplates, stations: stationCount })
    .from(priceTemplates)
    .where(eq(priceTemplates.id, id))
    .get();
}

export type PriceTemplateRecord = NonNullable<ReturnType<typeof findPriceTemplate>>;

export function priceTemplateOptions(db: AppDatabase) {
  return db
    .select({ id: priceTemplates.id, name: priceTemplates.name })
    .from(priceTemplates)
    .orderBy(priceTemplates.name)
    .all();
}

export function priceTemplateNameTaken(db: AppDatabase, name: string, exceptId?: number): boolean {
  const row = db.select({ id: priceTemplates.id }).from(priceTemplates).where(eq(priceTemplates.name, name)).get();
  return row !== undefined && row.id !== exceptId;
}

export function anyPriceTemplate(db: AppDatabase): boolean {
  return db.select({ id: priceTemplates.id }).from(priceTemplates).limit(1).get() !== undefined;
}

export function stationsUsingTemplate(db: AppDatabase, templateId: number) {
  return db
    .select({ id: stations.id, code: stations.code, name: stations.name })
    .from(stations)
    .where(eq(stations.priceTemplateId, templateId))
    .orderBy(asc(stations.id))
    .all();
}

/** What the finished sessions of these stations between two instants used, for pricing them again. */
export function pricedSessions(db: AppDatabase, scope: { stationIds: readonly number[]; from: number; to: number }) {
  if (scope.stationIds.length === 0) return [];
  return db
    .select({
      stationId: orders.stationId,
      chargingFrom: orders.startedAt,
      energyWh: orders.energyWh,
      chargingMinutes: orders.durationMinutes,
      idleMinutes: orders.idleMinutes,
    })
    .from(orders)
    .where(
      and(
        inArray(orders.stationId, [...scope.stationIds]),
        between(orders.startedAt, scope.from, scope.to),
        inArray(orders.status, [OrderStatus.Unpaid, OrderStatus.Paid]),
      ),
    )
    .all();
}
