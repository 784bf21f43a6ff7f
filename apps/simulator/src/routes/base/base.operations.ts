import { offeredCapabilities } from '../../lib/backend-profile';
import { notFound } from '../../lib/errors';
import type { AreaHandlers } from '../../lib/operation-handlers';
import { ok } from '../../lib/wire';
import { dictionary, isDictionaryKey } from './dictionaries';
import { fileAnswer, findFile, removeAbandonedUploads, storeImage } from './files.repo';
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
