import { type AppDatabase, tables } from '@pcharging/db';
import { and, isNotNull, lt, notLike, sql } from 'drizzle-orm';
import type { StoredFile } from './file-queries';

export function insertFile(db: AppDatabase, file: Omit<typeof tables.files.$inferInsert, 'id'>): StoredFile {
  const [row] = db.insert(tables.files).values(file).returning().all();
  if (!row) throw new Error('file insert returned nothing');
  return row;
}

/**
 * Removes uploads made before `uploadedBefore` that nothing uses. Uploads are stored flat under random names; seeded
 * files live in folders and are kept. A name counts as used wherever it appears in a station's logo or pictures or an
 * operator's logo, with or without the `/uploads/` prefix.
 */
export function removeUnusedUploads(db: AppDatabase, uploadedBefore: number): number {
  const { files, stations, operators } = tables;
  const removed = db
    .delete(files)
    .where(
      and(
        isNotNull(files.content),
        lt(files.createdAt, uploadedBefore),
        notLike(files.relPath, '%/%'),
        sql`not exists (select 1 from ${stations} where instr(${stations.logo}, ${files.relPath}) > 0 or instr(${stations.pictures}, ${files.relPath}) > 0)`,
        sql`not exists (select 1 from ${operators} where instr(${operators.logo}, ${files.relPath}) > 0)`,
      ),
    )
    .run();
  return removed.changes;
}
