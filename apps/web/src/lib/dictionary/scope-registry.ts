import type { QueryKey } from '@tanstack/react-query';

/** Remembers which cache entries belong to which page, so that leaving a page can drop them. */
export interface ScopeRegistry {
  register(scope: string, key: QueryKey): void;
  /** Forgets every scope but `current` and returns the keys that belonged to them. */
  release(current: string): QueryKey[];
}

export function createScopeRegistry(): ScopeRegistry {
  const byScope = new Map<string, Map<string, QueryKey>>();
  return {
    register(scope, key) {
      const keys = byScope.get(scope) ?? new Map<string, QueryKey>();
      keys.set(JSON.stringify(key), key);
      byScope.set(scope, keys);
    },
    release(current) {
      const released: QueryKey[] = [];
      for (const [scope, keys] of byScope) {
        if (scope === current) continue;
        released.push(...keys.values());
        byScope.delete(scope);
      }
      return released;
    },
  };
}

export const scopedDictionaries: ScopeRegistry = createScopeRegistry();
