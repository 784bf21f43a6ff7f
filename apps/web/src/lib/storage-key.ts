import { env } from '../config/env';

const ROOT = 'pcharging.';
const SANDBOX_ROOT = `${ROOT}s.`;

/**
 * The main network and every sandbox (`/s/{name}/`) share one origin, so they share the browser's storage: each
 * keeps its entries under its own prefix, and never reads, reuses or clears another network's (its token above all).
 */
export function networkStoragePrefix(sandbox: string | undefined = env.sandboxName): string {
  return sandbox ? `${SANDBOX_ROOT}${sandbox}.` : ROOT;
}

/** The key of one entry of this network's storage. */
export function storageKey(name: string, sandbox: string | undefined = env.sandboxName): string {
  return `${networkStoragePrefix(sandbox)}${name}`;
}

/** Whether a stored key is one of this network's (the main network's prefix holds the sandboxes' too). */
export function isNetworkStorageKey(key: string, sandbox: string | undefined = env.sandboxName): boolean {
  const prefix = networkStoragePrefix(sandbox);
  return key.startsWith(prefix) && (prefix !== ROOT || !key.startsWith(SANDBOX_ROOT));
}
