import type { components } from '@pcharging/api-client';
import { Hono } from 'hono';
import { findFile, type StoredFile } from '../../data/base/file-queries';
import type { AppEnv } from '../../http/context';
import { iso } from '../../lib/iso-time';

/** Where uploaded files are served, outside the API base path. */
export const UPLOADS_ROUTE = '/uploads';

/** A file as `FileInfo` on the wire; the bytes are served at its `url`, never in the answer. */
export function fileAnswer(file: StoredFile): components['schemas']['FileInfo'] {
  return {
    rel_path: file.relPath,
    url: `${UPLOADS_ROUTE}/${file.relPath}`,
    name: file.name,
    size: file.size,
    mime: file.mime,
    created_at: iso(file.createdAt),
  };
}

/**
 * Uploaded files, served outside the API base path so that `<img src>` can load them without a token (their
 * names are random). A stored name never gets other bytes, so browsers may cache them for good.
 */
export const uploadsRoutes = new Hono<AppEnv>().get('/*', (c) => {
  const relPath = c.req.path
    .slice(UPLOADS_ROUTE.length)
    .replace(/\/{2,}/g, '/')
    .replace(/^\//, '');
  const file = relPath ? findFile(c.get('deps').db, relPath) : undefined;
  if (!file?.content) return c.text('Not found', 404);
  return c.body(new Uint8Array(file.content), 200, {
    'Content-Type': file.mime,
    'Content-Length': String(file.content.length),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'public, max-age=31536000, immutable',
  });
});
