/**
 * What each kind of upload accepts, shared by the web app (checked before sending) and the simulator (checked
 * again on arrival), so the two cannot disagree: images PNG/JPG, imports XLS/XLSX (spec section 5).
 */
export const UPLOAD_LIMITS = {
  image: { extensions: ['png', 'jpg', 'jpeg'], label: 'PNG, JPG', maxMegabytes: 2 },
  import: { extensions: ['xls', 'xlsx'], label: 'XLS, XLSX', maxMegabytes: 2 },
} as const;

export type UploadKind = keyof typeof UPLOAD_LIMITS;

export const BYTES_PER_MEGABYTE = 1024 * 1024;
