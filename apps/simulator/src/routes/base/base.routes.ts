import { type AppDatabase, tables } from '@pcharging/db';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/wire';
import { dictionary } from './dictionaries';

export const UPLOADS_PATH = '/uploads/';

function findFile(db: AppDatabase, relPath: string) {
  return db.select().from(tables.files).where(eq(tables.files.relPath, relPath)).get();
}

export const baseRoutes = new Hono<AppEnv>()
  .get('/base/getDatadictionary/:key', (c) => {
    const entries = dictionary(c.req.param('key') as Parameters<typeof dictionary>[0], c.var.locale);
    if (!entries) throw notFound();
    return ok(c, entries);
  })
  .post('/base/get_file_info_by_url', (c) => {
    const requested = String(c.var.params.file_rel_path);
    const relPath = requested
      .replace(/^https?:\/\/[^/]+/, '')
      .replace(/\/{2,}/g, '/')
      .replace(/^\//, '')
      .replace(/^uploads\//, '');
    const file = findFile(c.var.deps.db, relPath);
    if (!file) throw notFound();
    return ok(c, {
      rel_path: file.relPath,
      url: `${UPLOADS_PATH}${file.relPath}`,
      name: file.name,
      size: file.size,
      mime: file.mime,
      created_at: new Date(file.createdAt).toISOString(),
    });
  });
