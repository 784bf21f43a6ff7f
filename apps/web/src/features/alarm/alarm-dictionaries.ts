import type { DictionaryEntry } from '@pcharging/api-client';

/** The dictionaries the alarm screen names values by; the route loads them. */
export interface AlarmDictionaries {
  statuses?: readonly DictionaryEntry[];
  levels?: readonly DictionaryEntry[];
  sources?: readonly DictionaryEntry[];
}
