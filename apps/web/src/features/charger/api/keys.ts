import type { ChargerListParams, EquipmentListParams } from '@pcharging/api-client';
import { resourceKeys } from '../../../components/query/resource-keys';

export const chargerKeys = {
  ...resourceKeys<ChargerListParams>('chargers'),
  whitelist: (id: number) => [...chargerKeys.detail(id), 'whitelist'] as const,
  cardChoices: (search: string) => [...chargerKeys.all, 'card-choices', search] as const,
};

/** A charger's ports, listed by the charger's id. */
export const portKeys = resourceKeys<number>('ports');

/** The inventory: every charger, installed at a station or in stock. */
export const equipmentKeys = resourceKeys<EquipmentListParams>('equipment');
