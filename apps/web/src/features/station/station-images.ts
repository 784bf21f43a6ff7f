import { resolveFileUrl } from '@pcharging/validation';

/**
 * A stored image path as an address the browser loads from beside the page: the app may be served from a folder
 * (a training sandbox at `/s/alice/`), whose files are its own.
 */
export function imageAddress(path: string, pageUrl: string = window.location.href): string {
  return resolveFileUrl(path, { origin: new URL('.', pageUrl).href });
}
