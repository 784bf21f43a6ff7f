import { fileAnswer, findFile, removeAbandonedUploads, storeImage } from '../../data/base/files';
import type { AreaHandlers } from '../../http/operation-handlers';
import { ok } from '../../http/wire';
import { offeredCapabilities } from '../../lib/backend-profile';
import { dictionary, isDictionaryKey } from '../../lib/dictionaries';
import { notFound } from '../../lib/errors';
import { readImage } from './image-upload';

export const baseOperations = {
  getCapabilities: (c) => ok(c, { capabilities: [...offeredCapabilities(c.get('deps').config)] }),
  getDictionary: (c, params) => {
    if (!isDictionaryKey(params.key)) throw notFound();
    return ok(c, dictionary(params.key, c.get('locale')) ?? []);
  },
  getFileInfo: (c, params) => {
    const requested = params.file_rel_path;
    const relPath = requested
      .replace(/^https?:\/\/[^/]+/, '')
      .replace(/\/{2,}/g, '/')
      .replace(/^\//, '')
      .replace(/^uploads\//, '');
    const file = findFile(c.get('deps').db, relPath);
    if (!file) throw notFound();
    return ok(c, fileAnswer(file));
  },
  uploadImage: async (c) => {
    const { db, clock } = c.get('deps');
    const upload = c.get('uploads').file;
    const image = await readImage(upload);
    const now = clock.now();
    removeAbandonedUploads(db, now);
    const stored = storeImage(db, { ...image, clientName: upload?.name ?? '' }, now);
    return ok(c, fileAnswer(stored), 'imageUploaded');
  },
} satisfies AreaHandlers;
