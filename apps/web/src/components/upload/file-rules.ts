/** What each kind of upload accepts (spec section 5): images PNG/JPG, imports XLS/XLSX. */
export const UPLOAD_RULES = {
  image: { extensions: ['png', 'jpg', 'jpeg'], label: 'PNG, JPG', maxMb: 2 },
  import: { extensions: ['xls', 'xlsx'], label: 'XLS, XLSX', maxMb: 4 },
} as const;

export type UploadKind = keyof typeof UPLOAD_RULES;

export type UploadProblem = 'unsupported' | 'tooLarge' | 'empty';

/** Why a file cannot be sent, judged before any byte leaves the browser; undefined when it may go. */
export function uploadProblem(file: Pick<File, 'name' | 'size'>, kind: UploadKind): UploadProblem | undefined {
  const rule = UPLOAD_RULES[kind];
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  if (!file.name.includes('.') || !(rule.extensions as readonly string[]).includes(extension)) return 'unsupported';
  if (file.size === 0) return 'empty';
  if (file.size > rule.maxMb * 1024 * 1024) return 'tooLarge';
  return undefined;
}

export function acceptAttribute(kind: UploadKind): string {
  return UPLOAD_RULES[kind].extensions.map((extension) => `.${extension}`).join(',');
}
