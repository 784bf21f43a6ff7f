import type { DictionaryEntry } from '@pcharging/api-client';
import { useScopedDictionary } from '../../../lib/dictionary/use-scoped-dictionary';

/** The dictionaries the station screens name values by. */
export interface StationDictionaries {
  statuses?: readonly DictionaryEntry[];
  types?: readonly DictionaryEntry[];
  auditStatuses?: readonly DictionaryEntry[];
  yesNo?: readonly DictionaryEntry[];
}

export function useStationDictionaries(): StationDictionaries {
  const statuses = useScopedDictionary('station_status').data;
  const types = useScopedDictionary('station_type').data;
  const auditStatuses = useScopedDictionary('audit_status').data;
  const yesNo = useScopedDictionary('bool').data;
  return { statuses, types, auditStatuses, yesNo };
}
