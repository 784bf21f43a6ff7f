import type { DictionaryEntry } from '@pcharging/api-client';

/** The dictionaries the order screens name values by; the route loads them. */
export interface OrderDictionaries {
  startModes?: readonly DictionaryEntry[];
  statuses?: readonly DictionaryEntry[];
  journalTypes?: readonly DictionaryEntry[];
}
