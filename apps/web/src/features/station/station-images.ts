import { resolveFileUrl } from '@pcharging/validation';

/** A stored image path as an address the browser loads from this origin. */
export function imageAddress(path: string): string {
  return resolveFileUrl(path, { origin: window.location.origin });
}
