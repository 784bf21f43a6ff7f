import type { DictionaryKey } from '@pcharging/api-client';
import { normalizeLocale } from '@pcharging/validation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import { scopedDictionaryQueryOptions } from './get-dictionary';
import { dictionaryKeys } from './keys';
import { type ScopeRegistry, scopedDictionaries } from './scope-registry';

/**
 * The route the page is, not its path: the spec clears page-scoped dictionaries when the route's name changes, so
 * station/1 and station/2 share them (the router names each route definition by its id).
 */
function useRouteName(): string {
  const matches = useMatches();
  return matches.at(-1)?.id ?? '';
}

/** A dictionary that lives only as long as the user stays on the current route (spec section 4). */
export function useScopedDictionary(key: DictionaryKey, registry: ScopeRegistry = scopedDictionaries) {
  const route = useRouteName();
  const { i18n } = useTranslation();
  const locale = normalizeLocale(i18n.language);
  useEffect(() => registry.register(route, dictionaryKeys.scoped(route, locale, key)), [registry, route, locale, key]);
  return useQuery(scopedDictionaryQueryOptions(route, locale, key));
}

/** Mounted once inside the router: a change of route drops the dictionaries the previous routes scoped. */
export function useScopedDictionaryCleanup(registry: ScopeRegistry = scopedDictionaries): void {
  const route = useRouteName();
  const queryClient = useQueryClient();
  useEffect(() => {
    for (const queryKey of registry.release(route)) queryClient.removeQueries({ queryKey, exact: true });
  }, [registry, route, queryClient]);
}
