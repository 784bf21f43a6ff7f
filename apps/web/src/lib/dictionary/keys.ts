import type { DictionaryKey } from '@pcharging/api-client';
import type { Locale } from '@pcharging/validation';

export const dictionaryKeys = {
  all: ['dictionary'] as const,
  global: (locale: Locale, key: DictionaryKey) => [...dictionaryKeys.all, locale, key] as const,
  scopedAll: () => [...dictionaryKeys.all, 'scoped'] as const,
  /** A page-scoped copy: `scope` is the page's route, so leaving the route can drop it. */
  scoped: (scope: string, locale: Locale, key: DictionaryKey) =>
    [...dictionaryKeys.scopedAll(), scope, locale, key] as const,
};
