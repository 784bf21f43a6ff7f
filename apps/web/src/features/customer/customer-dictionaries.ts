import type { DictionaryEntry } from '@pcharging/api-client';

/** The dictionaries the customer screen names values by; the route loads them. */
export interface CustomerDictionaries {
  statuses?: readonly DictionaryEntry[];
  cardStatuses?: readonly DictionaryEntry[];
  orderStatuses?: readonly DictionaryEntry[];
  startModes?: readonly DictionaryEntry[];
  journalTypes?: readonly DictionaryEntry[];
}
