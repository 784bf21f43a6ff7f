import { type AppDatabase, tables } from '@pcharging/db';
import { eq } from 'drizzle-orm';
import { nextStationCode } from './station-queries';

const { stations, stationLoadHistory } = tables;

export type StationColumns = Omit<typeof stations.$inferInsert, 'id' | 'code' | 'createdAt' | 'updatedAt'>;
export type StationPatch = Partial<typeof stations.$inferInsert>;

/** Who set a station's load limit, kept with each setting. */
export interface LoadLimitChange {
  loadLimitKw: number;
  loadPeriodMinutes: number;
  changedBy: number;
  changedByName: string;
  changedAt: number;
}

function recordLoadLimit(db: AppDatabase, stationId: number, change: LoadLimitChange): void {
  db.insert(stationLoadHistory)
    .values({ stationId, ...change })
    .run();
}

/** A new station under the next free code, with its first load setting (none); returns its id. */
export function insertStation(db: AppDatabase, columns: StationColumns, firstLimit: LoadLimitChange): number {
  return db.transaction((tx) => {
    const at = firstLimit.changedAt;
    const [row] = tx
      .insert(stations)
      .values({ ...columns, code: nextStationCode(db), createdAt: at, updatedAt: at })
      .returning({ id: stations.id })
      .all();
    if (!row) throw new Error('station insert returned nothing');
    recordLoadLimit(db, row.id, firstLimit);
    return row.id;
  });
}

export function patchStation(db: AppDatabase, id: number, patch: StationPatch): void {
  db.update(stations).set(patch).where(eq(stations.id, id)).run();
}

/** A station's load-balancing limit, kept in its history. */
export function setStationLoadLimit(db: AppDatabase, id: number, change: LoadLimitChange): void {
  db.transaction(() => {
    patchStation(db, id, {
      loadLimitKw: change.loadLimitKw,
      loadPeriodMinutes: change.loadPeriodMinutes,
      updatedAt: change.changedAt,
    });
    recordLoadLimit(db, id, change);
  });
}

export function deleteStationRow(db: AppDatabase, id: number): void {
  db.delete(stations).where(eq(stations.id, id)).run();
}
