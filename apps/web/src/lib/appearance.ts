import { useSyncExternalStore } from 'react';
import { storageKey } from './storage-key';

export const COLOR_SCHEMES = ['light', 'dark'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];
export const DENSITIES = ['comfortable', 'compact'] as const;
export type Density = (typeof DENSITIES)[number];

export interface Appearance {
  scheme: ColorScheme;
  density: Density;
}

export const THEME_STORAGE_KEY = storageKey('theme');
export const DENSITY_STORAGE_KEY = storageKey('density');

export const DEFAULT_APPEARANCE: Appearance = { scheme: 'light', density: 'comfortable' };

export interface AppearanceStore {
  getState(): Appearance;
  subscribe(listener: () => void): () => void;
  setScheme(scheme: ColorScheme): void;
  setDensity(density: Density): void;
  /** Reads the storage again, as a page load does. */
  reload(): void;
}

function readChoice<T extends string>(
  storage: Storage | undefined,
  key: string,
  allowed: readonly T[],
  fallback: T,
): T {
  try {
    const stored = storage?.getItem(key);
    return allowed.find((value) => value === stored) ?? fallback;
  } catch {
    return fallback;
  }
}

function writeChoice(storage: Storage | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Private browsing may refuse storage; the choice then lasts for this page only.
  }
}

function hydrate(storage: Storage | undefined): Appearance {
  return {
    scheme: readChoice(storage, THEME_STORAGE_KEY, COLOR_SCHEMES, DEFAULT_APPEARANCE.scheme),
    density: readChoice(storage, DENSITY_STORAGE_KEY, DENSITIES, DEFAULT_APPEARANCE.density),
  };
}

/** The user's theme and density, kept in local storage like the language, so they outlive the session. */
export function createAppearanceStore(storage: Storage | undefined): AppearanceStore {
  let state = hydrate(storage);
  const listeners = new Set<() => void>();

  const set = (next: Appearance): void => {
    if (next.scheme === state.scheme && next.density === state.density) return;
    state = next;
    for (const listener of listeners) listener();
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setScheme(scheme) {
      writeChoice(storage, THEME_STORAGE_KEY, scheme);
      set({ ...state, scheme });
    },
    setDensity(density) {
      writeChoice(storage, DENSITY_STORAGE_KEY, density);
      set({ ...state, density });
    },
    reload() {
      set(hydrate(storage));
    },
  };
}

function browserLocalStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export const appearanceStore: AppearanceStore = createAppearanceStore(browserLocalStorage());

export function useAppearance(): Appearance {
  return useSyncExternalStore(appearanceStore.subscribe, appearanceStore.getState, appearanceStore.getState);
}
