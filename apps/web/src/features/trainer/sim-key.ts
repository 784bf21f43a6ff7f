import { storageKey } from '../../lib/storage-key';

const STORAGE_KEY = storageKey('simKey');

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The `x-sim-key` a trainer typed, kept for this tab only (session storage) and for this network only (the trainer
 * key, or a sandbox's own key on that sandbox's console): it should not outlive the class.
 */
export const simKey = {
  get(): string | undefined {
    return storage()?.getItem(STORAGE_KEY) || undefined;
  },
  set(value: string): void {
    try {
      storage()?.setItem(STORAGE_KEY, value);
    } catch {
      // Storage refused (private browsing): the key is asked again on the next page load.
    }
  },
};
