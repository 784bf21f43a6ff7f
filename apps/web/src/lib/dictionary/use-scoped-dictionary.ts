import type { DictionaryKey } from '@pcharging/api-client';
import { normalizeLocale } from '@pcharging/validation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { scopedDictionaryQueryOptions } from './get-dictionary';
import { dictionaryKeys } from './keys';
import { type ScopeRegistry, scopedDictionaries } from './scope-registry';

/** A dictionary that lives only as long as the user stays on the current page (spec section 4). */
export function useScopedDictionary(key: DictionaryKey, registry: ScopeRegistry = scopedDictionaries) {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const locale = normalizeLocale(i18n.language);
  useEffect(
    () => registry.register(pathname, dictionaryKeys.scoped(pathname, locale, key)),
    [registry, pathname, locale, key],
  );
  return useQuery(scopedDictionaryQueryOptions(pathname, locale, key));
}

/** Mounted once inside the router: a change of page drops the dictionaries the previous pages scoped. */
export function useScopedDictionaryCleanup(registry: ScopeRegistry = scopedDictionaries): void {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  useEffect(() => {
    for (const queryKey of registry.release(pathname)) queryClient.removeQueries({ queryKey, exact: true });
  }, [registry, pathname, queryClient]);
}
