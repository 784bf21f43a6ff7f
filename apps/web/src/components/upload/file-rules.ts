import { BYTES_PER_MEGABYTE, UPLOAD_LIMITS, type UploadKind } from '@pcharging/validation';

export type { UploadKind };

export type UploadProblem = 'unsupported' | 'tooLarge' | 'empty';

/** Why a file cannot be sent, judged before any byte leaves the browser; undefined when it may go. */
export function uploadProblem(file: Pick<File, 'name' | 'size'>, kind: UploadKind): UploadProblem | undefined {
  const rule = UPLOAD_LIMITS[kind];
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  if (!file.name.includes('.') || !(rule.extensions as readonly string[]).includes(extension)) return 'unsupported';
  if (file.size === 0) return 'empty';
  if (file.size > rule.maxMegabytes * BYTES_PER_MEGABYTE) return 'tooLarge';
  return undefined;
}

export function acceptAttribute(kind: UploadKind): string {
  return UPLOAD_LIMITS[kind].extensions.map((extension) => `.${extension}`).join(',');
}
