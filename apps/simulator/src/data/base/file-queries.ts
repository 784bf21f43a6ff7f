import { type AppDatabase, tables } from '@pcharging/db';
import { eq } from 'drizzle-orm';

export type StoredFile = typeof tables.files.$inferSelect;

export function findFile(db: AppDatabase, relPath: string): StoredFile | undefined {
  return db.select().from(tables.files).where(eq(tables.files.relPath, relPath)).get();
}
