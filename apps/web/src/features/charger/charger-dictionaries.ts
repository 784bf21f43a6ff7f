import type { DictionaryEntry } from '@pcharging/api-client';
import { useScopedDictionary } from '../../lib/dictionary/use-scoped-dictionary';

/** The dictionaries the charger, port and inventory screens name values by. */
export interface ChargerDictionaries {
  chargerStatuses?: readonly DictionaryEntry[];
  auditStatuses?: readonly DictionaryEntry[];
  chargerTypes?: readonly DictionaryEntry[];
  portStatuses?: readonly DictionaryEntry[];
  connectorTypes?: readonly DictionaryEntry[];
}

export function useChargerDictionaries(): ChargerDictionaries {
  return {
    chargerStatuses: useScopedDictionary('pile_status').data,
    auditStatuses: useScopedDictionary('audit_status').data,
    chargerTypes: useScopedDictionary('charger_type').data,
    portStatuses: useScopedDictionary('port_status').data,
    connectorTypes: useScopedDictionary('connector_type').data,
  };
}

/** The inventory needs no port dictionaries. */
export type EquipmentDictionaries = Pick<ChargerDictionaries, 'chargerTypes' | 'chargerStatuses' | 'auditStatuses'>;

export function useEquipmentDictionaries(): EquipmentDictionaries {
  return {
    chargerTypes: useScopedDictionary('charger_type').data,
    chargerStatuses: useScopedDictionary('pile_status').data,
    auditStatuses: useScopedDictionary('audit_status').data,
  };
}
