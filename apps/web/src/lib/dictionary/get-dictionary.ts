import { type DictionaryEntry, type DictionaryKey, getDictionary } from '@pcharging/api-client';
import { type Locale, normalizeLocale } from '@pcharging/validation';
import { type QueryKey, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../api';
import { dictionaryKeys } from './keys';

// Dictionaries change with a deployment, not during a session: fetch once per language and key, and let
// concurrent users of the same key share that one request.
const dictionaryOptions = (queryKey: QueryKey, key: DictionaryKey) =>
  queryOptions<DictionaryEntry[]>({
    queryKey,
    queryFn: () => getDictionary(api, { key }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const dictionaryQueryOptions = (locale: Locale, key: DictionaryKey) =>
  dictionaryOptions(dictionaryKeys.global(locale, key), key);

export const scopedDictionaryQueryOptions = (scope: string, locale: Locale, key: DictionaryKey) =>
  dictionaryOptions(dictionaryKeys.scoped(scope, locale, key), key);

export function useDictionary(key: DictionaryKey) {
  const { i18n } = useTranslation();
  return useQuery(dictionaryQueryOptions(normalizeLocale(i18n.language), key));
}
