import { afterEach, describe, expect, it } from 'vitest';
import { createAppearanceStore, DENSITY_STORAGE_KEY, THEME_STORAGE_KEY } from './appearance';

describe('appearance store', () => {
  afterEach(() => window.localStorage.clear());

  it('starts light and comfortable when nothing was chosen', () => {
    expect(createAppearanceStore(window.localStorage).getState()).toEqual({ scheme: 'light', density: 'comfortable' });
  });

  it('keeps the theme and density in local storage, restored by the next page load', () => {
    const store = createAppearanceStore(window.localStorage);
    store.setScheme('dark');
    store.setDensity('compact');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(window.localStorage.getItem(DENSITY_STORAGE_KEY)).toBe('compact');
    expect(createAppearanceStore(window.localStorage).getState()).toEqual({ scheme: 'dark', density: 'compact' });
  });

  it('tells its listeners of a change, and only of a change', () => {
    const store = createAppearanceStore(window.localStorage);
    let notifications = 0;
    const unsubscribe = store.subscribe(() => {
      notifications += 1;
    });
    store.setScheme('dark');
    store.setScheme('dark');
    store.setDensity('compact');
    unsubscribe();
    store.setScheme('light');
    expect(notifications).toBe(2);
  });

  it('ignores a stored value it does not know', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    window.localStorage.setItem(DENSITY_STORAGE_KEY, '');
    expect(createAppearanceStore(window.localStorage).getState()).toEqual({ scheme: 'light', density: 'comfortable' });
  });

  it('still switches for this page when the storage refuses it', () => {
    const refusing: Storage = {
      length: 0,
      clear: () => undefined,
      key: () => null,
      removeItem: () => undefined,
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const store = createAppearanceStore(refusing);
    store.setScheme('dark');
    expect(store.getState().scheme).toBe('dark');
  });

  it('reads the storage again on reload, as another tab may have changed it', () => {
    const store = createAppearanceStore(window.localStorage);
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    store.reload();
    expect(store.getState().scheme).toBe('dark');
  });
});
