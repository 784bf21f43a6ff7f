import { findFile } from '../../data/base/file-queries';
import { storeImage } from '../../domain/base/uploads';
import type { AreaHandlers } from '../../http/operation-handlers';
import { domainOf } from '../../http/request-domain';
import { ok } from '../../http/wire';
import { offeredCapabilities } from '../../lib/backend-profile';
import { dictionary, isDictionaryKey } from '../../lib/dictionaries';
import { found, notFound } from '../../lib/errors';
import { readImage } from './image-upload';
import { fileAnswer } from './uploads.routes';

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
    const file = found(findFile(c.get('deps').db, relPath));
    return ok(c, fileAnswer(file));
  },
  uploadImage: async (c) => {
    const upload = c.get('uploads').file;
    const image = await readImage(upload);
    const stored = storeImage(domainOf(c), { ...image, clientName: upload?.name ?? '' });
    return ok(c, fileAnswer(stored), 'imageUploaded');
  },
} satisfies AreaHandlers;
