import { ErrorCode } from '@pcharging/api-client/wire';
import { BusinessError } from '../../lib/errors';
import { detectImageFormat, type ImageFormat } from '../../lib/image-type';
import type { MessageKey, MessageValues } from '../../lib/messages';

/** The web app's limit for images (`file-rules.ts`), enforced again here. */
export const MAX_IMAGE_MEGABYTES = 2;

const refused = (key: MessageKey, values: MessageValues = {}) => new BusinessError(ErrorCode.InvalidInput, key, values);

/** The bytes of an uploaded PNG or JPEG; anything else (empty, too large, another format) throws 1001. */
export async function readImage(file: File | undefined): Promise<{ bytes: Buffer; format: ImageFormat }> {
  if (!file || file.size === 0) throw refused('fileEmpty');
  if (file.size > MAX_IMAGE_MEGABYTES * 1024 * 1024) throw refused('fileTooLarge', { mb: MAX_IMAGE_MEGABYTES });
  const bytes = Buffer.from(await file.arrayBuffer());
  const format = detectImageFormat(bytes);
  if (!format) throw refused('imageTypeNotSupported');
  return { bytes, format };
}
