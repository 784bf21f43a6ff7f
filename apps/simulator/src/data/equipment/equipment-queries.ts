import type { ChargerStatus, ChargerType } from '@pcharging/api-client/enums';
import { type AppDatabase, tables } from '@pcharging/db';
import { and, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { PageWindow } from '../../lib/paging';
import { keywordCondition } from '../charger/charger-queries';
import { pageOf } from '../page';

const { chargers, stations } = tables;

export interface EquipmentFilters {
  installed?: boolean;
  stationId?: number;
  status?: ChargerStatus;
  manufacturerName?: string;
  model?: string;
  type?: ChargerType;
  keyword?: string;
}

function equipmentConditions(filters: EquipmentFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.installed !== undefined) {
    conditions.push(filters.installed ? isNotNull(chargers.stationId) : isNull(chargers.stationId));
  }
  if (filters.stationId !== undefined) conditions.push(eq(chargers.stationId, filters.stationId));
  if (filters.status !== undefined) conditions.push(eq(chargers.status, filters.status));
  if (filters.manufacturerName) conditions.push(eq(chargers.manufacturerName, filters.manufacturerName));
  if (filters.model) conditions.push(eq(chargers.model, filters.model));
  if (filters.type !== undefined) conditions.push(eq(chargers.type, filters.type));
  if (filters.keyword) conditions.push(keywordCondition(filters.keyword));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Newest chargers first. */
export function listEquipmentPage(db: AppDatabase, filters: EquipmentFilters, window: PageWindow) {
  const where = equipmentConditions(filters);
  const rows = db
    .select({ charger: chargers, stationName: stations.name })
    .from(chargers)
    .leftJoin(stations, eq(stations.id, chargers.stationId))
    .where(where)
    .orderBy(desc(chargers.createdAt), desc(chargers.id));
  return pageOf(db, rows, window, chargers, where);
}
