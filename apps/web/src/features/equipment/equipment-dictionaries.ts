import type { DictionaryEntry } from '@pcharging/api-client';
import { useScopedDictionary } from '../../lib/dictionary/use-scoped-dictionary';

export interface EquipmentDictionaries {
  chargerTypes?: readonly DictionaryEntry[];
  pileStatuses?: readonly DictionaryEntry[];
  auditStatuses?: readonly DictionaryEntry[];
}

export function useEquipmentDictionaries(): EquipmentDictionaries {
  return {
    chargerTypes: useScopedDictionary('charger_type').data,
    pileStatuses: useScopedDictionary('pile_status').data,
    auditStatuses: useScopedDictionary('audit_status').data,
  };
}
