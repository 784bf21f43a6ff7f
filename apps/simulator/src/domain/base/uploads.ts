import { randomBytes } from 'node:crypto';
import type { StoredFile } from '../../data/base/file-queries';
import { insertFile, removeUnusedUploads } from '../../data/base/file-writes';
import type { ImageFormat } from '../../lib/image-type';
import type { Domain } from '../domain';

/** How long an uploaded image may wait for a station or operator to use it before it is removed. */
export const ABANDONED_UPLOAD_MS = 24 * 60 * 60 * 1000;

const MAX_NAME_LENGTH = 255;

/** The client's file name, kept only as a label: the stored name is random, so it cannot collide or traverse. */
function displayName(clientName: string, format: ImageFormat): string {
  const base = clientName.split(/[\\/]/).pop()?.trim() ?? '';
  return (base || `image.${format.extension}`).slice(0, MAX_NAME_LENGTH);
}

/**
 * Stores an uploaded image under a random name. Images nothing uses a day after their upload (picked in a form and
 * never saved, or dropped from a station later) are removed meanwhile.
 */
export function storeImage(
  domain: Domain,
  image: { bytes: Buffer; format: ImageFormat; clientName: string },
): StoredFile {
  const now = domain.clock.now();
  removeUnusedUploads(domain.db, now - ABANDONED_UPLOAD_MS);
  return insertFile(domain.db, {
    relPath: `${randomBytes(16).toString('hex')}.${image.format.extension}`,
    name: displayName(image.clientName, image.format),
    size: image.bytes.length,
    mime: image.format.mime,
    content: image.bytes,
    createdAt: now,
  });
}
