export interface FileUrlOptions {
  origin: string;
  uploadsPath?: string;
}

const DEFAULT_UPLOADS_PATH = '/uploads/';
const FULL_LINK_PREFIXES = ['http', 'data:', '/static/', 'wxfile://'] as const;

function isFullLink(path: string): boolean {
  return path.includes('://') || FULL_LINK_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** Turns a stored file path into an address the browser can load; full links pass through unchanged. */
export function resolveFileUrl(path: string, options: FileUrlOptions): string {
  if (path === '' || isFullLink(path)) return path;
  const origin = options.origin.replace(/\/+$/, '');
  const uploadsPath = options.uploadsPath ?? DEFAULT_UPLOADS_PATH;
  return `${origin}${`/${uploadsPath}/${path}`.replace(/\/{2,}/g, '/')}`;
}
