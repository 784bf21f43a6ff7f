const STORAGE_KEY = 'pcharging.simKey';

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The `x-sim-key` a trainer typed, kept for this tab only (session storage): it opens the control surface of a
 * simulator started with PCHARGING_SIM_KEY, and should not outlive the class.
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
