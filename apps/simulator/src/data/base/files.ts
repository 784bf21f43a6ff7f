import { randomBytes } from 'node:crypto';
import { type AppDatabase, tables } from '@pcharging/db';
import { and, eq, isNotNull, lt, notLike, sql } from 'drizzle-orm';
import type { ImageFormat } from '../../lib/image-type';

/** Where uploaded files are served, outside the API base path. */
export const UPLOADS_ROUTE = '/uploads';

export type StoredFile = typeof tables.files.$inferSelect;

export function findFile(db: AppDatabase, relPath: string): StoredFile | undefined {
  return db.select().from(tables.files).where(eq(tables.files.relPath, relPath)).get();
}

/** A file as `FileInfo` on the wire; the bytes are served at its `url`, never in the answer. */
export function fileAnswer(file: StoredFile) {
  return {
    rel_path: file.relPath,
    url: `${UPLOADS_ROUTE}/${file.relPath}`,
    name: file.name,
    size: file.size,
    mime: file.mime,
    created_at: new Date(file.createdAt).toISOString(),
  };
}

const MAX_NAME_LENGTH = 255;

/** The client's file name, kept only as a label: the stored name is random, so it cannot collide or traverse. */
function displayName(clientName: string, format: ImageFormat): string {
  const base = clientName.split(/[\\/]/).pop()?.trim() ?? '';
  return (base || `image.${format.extension}`).slice(0, MAX_NAME_LENGTH);
}

export function storeImage(
  db: AppDatabase,
  image: { bytes: Buffer; format: ImageFormat; clientName: string },
  now: number,
): StoredFile {
  const [row] = db
    .insert(tables.files)
    .values({
      relPath: `${randomBytes(16).toString('hex')}.${image.format.extension}`,
      name: displayName(image.clientName, image.format),
      size: image.bytes.length,
      mime: image.format.mime,
      content: image.bytes,
      createdAt: now,
    })
    .returning()
    .all();
  if (!row) throw new Error('file insert returned nothing');
  return row;
}

/** How long an uploaded image may wait for a station or operator to use it before it is removed. */
export const ABANDONED_UPLOAD_MS = 24 * 60 * 60 * 1000;

/**
 * Removes uploaded images that nothing uses a day after their upload: picked in a form and never saved, or
 * dropped from a station later. Uploads are stored flat under random names; seeded files live in folders and
 * are kept. A name counts as used wherever it appears in a station's logo or pictures or an operator's logo,
 * with or without the `/uploads/` prefix.
 */
export function removeAbandonedUploads(db: AppDatabase, now: number): number {
  const { files, stations, operators } = tables;
  const removed = db
    .delete(files)
    .where(
      and(
        isNotNull(files.content),
        lt(files.createdAt, now - ABANDONED_UPLOAD_MS),
        notLike(files.relPath, '%/%'),
        sql`not exists (select 1 from ${stations} where instr(${stations.logo}, ${files.relPath}) > 0 or instr(${stations.pictures}, ${files.relPath}) > 0)`,
        sql`not exists (select 1 from ${operators} where instr(${operators.logo}, ${files.relPath}) > 0)`,
      ),
    )
    .run();
  return removed.changes;
}
