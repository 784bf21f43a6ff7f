import { ErrorCode } from '@pcharging/api-client/wire';
import { BYTES_PER_MEGABYTE } from '@pcharging/validation';
import { BusinessError } from './errors';

/**
 * The uploaded file, when one came, is not empty and fits the operation's limit; otherwise the 1001 every upload
 * answers alike ('The file is empty', 'The file exceeds the size limit of … MB').
 */
export function requireUploadWithin(file: File | undefined, maxMegabytes: number): File {
  if (!file || file.size === 0) throw new BusinessError(ErrorCode.InvalidInput, 'fileEmpty');
  if (file.size > maxMegabytes * BYTES_PER_MEGABYTE) {
    throw new BusinessError(ErrorCode.InvalidInput, 'fileTooLarge', { mb: maxMegabytes });
  }
  return file;
}
