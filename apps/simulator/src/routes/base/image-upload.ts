import { ErrorCode } from '@pcharging/api-client/wire';
import { UPLOAD_LIMITS } from '@pcharging/validation';
import { BusinessError } from '../../lib/errors';
import { detectImageFormat, type ImageFormat } from '../../lib/image-type';
import { requireUploadWithin } from '../../lib/uploaded-file';

/** The web app's limit for images, enforced again here. */
export const MAX_IMAGE_MEGABYTES = UPLOAD_LIMITS.image.maxMegabytes;

/** The bytes of an uploaded PNG or JPEG; anything else (empty, too large, another format) throws 1001. */
export async function readImage(file: File | undefined): Promise<{ bytes: Buffer; format: ImageFormat }> {
  const upload = requireUploadWithin(file, MAX_IMAGE_MEGABYTES);
  const bytes = Buffer.from(await upload.arrayBuffer());
  const format = detectImageFormat(bytes);
  if (!format) throw new BusinessError(ErrorCode.InvalidInput, 'imageTypeNotSupported');
  return { bytes, format };
}
