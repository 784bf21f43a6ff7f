import type { ChargerListParams, EquipmentListParams, PageRequest } from '@pcharging/api-client';

export const chargerKeys = {
  all: ['chargers'] as const,
  lists: () => [...chargerKeys.all, 'list'] as const,
  list: (filters: ChargerListParams, page: PageRequest) => [...chargerKeys.lists(), filters, page] as const,
  details: () => [...chargerKeys.all, 'detail'] as const,
  detail: (id: number) => [...chargerKeys.details(), id] as const,
  whitelist: (id: number) => [...chargerKeys.detail(id), 'whitelist'] as const,
  cardChoices: (search: string) => [...chargerKeys.all, 'card-choices', search] as const,
};

export const portKeys = {
  all: ['ports'] as const,
  lists: () => [...portKeys.all, 'list'] as const,
  list: (chargerId: number, page: PageRequest) => [...portKeys.lists(), chargerId, page] as const,
  details: () => [...portKeys.all, 'detail'] as const,
  detail: (id: number) => [...portKeys.details(), id] as const,
};

/** The inventory: every charger, installed at a station or in stock. */
export const equipmentKeys = {
  all: ['equipment'] as const,
  lists: () => [...equipmentKeys.all, 'list'] as const,
  list: (filters: EquipmentListParams, page: PageRequest) => [...equipmentKeys.lists(), filters, page] as const,
  details: () => [...equipmentKeys.all, 'detail'] as const,
  detail: (id: number) => [...equipmentKeys.details(), id] as const,
};
