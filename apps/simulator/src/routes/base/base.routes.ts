import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/wire';
import { dictionary } from './dictionaries';
import { fileAnswer, findFile, removeAbandonedUploads, storeImage } from './files.repo';
import { readImage } from './image-upload';

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
    return ok(c, fileAnswer(file));
  })
  .post('/base/upload_image', async (c) => {
    const { db, clock } = c.var.deps;
    const upload = c.var.uploads.file;
    const image = await readImage(upload);
    const now = clock.now();
    removeAbandonedUploads(db, now);
    const stored = storeImage(db, { ...image, clientName: upload?.name ?? '' }, now);
    return ok(c, fileAnswer(stored), 'imageUploaded');
  });
