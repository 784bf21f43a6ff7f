import { env } from '../config/env';
import { isKeyOfPrefix, storagePrefixOf } from './network-folder';

/** This network's prefix in the browser's storage (see network-folder.ts). */
export function networkStoragePrefix(sandbox: string | undefined = env.sandboxName): string {
  return storagePrefixOf(sandbox);
}

/** The key of one entry of this network's storage. */
export function storageKey(name: string, sandbox: string | undefined = env.sandboxName): string {
  return `${networkStoragePrefix(sandbox)}${name}`;
}

/** Whether a stored key is one of this network's (the main network's prefix holds the sandboxes' too). */
export function isNetworkStorageKey(key: string, sandbox: string | undefined = env.sandboxName): boolean {
  return isKeyOfPrefix(key, networkStoragePrefix(sandbox));
}
