import type { DictionaryEntry } from '@pcharging/api-client';

import type { Translate } from '../catalogue-types';

/** The boolean dictionary of the spec: 0 is No and 1 is Yes. */
export function boolDictionary(t: Translate): DictionaryEntry[] {
  return [
    { id: 0, name: t('common.no') },
    { id: 1, name: t('common.yes') },
  ];
}

export function boolLabel(value: unknown, t: Translate): string {
  if (value === 1 || value === '1' || value === true) return t('common.yes');
  if (value === 0 || value === '0' || value === false) return t('common.no');
  return '';
}
